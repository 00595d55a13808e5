import { createServer, type Server } from 'node:net';
import { freePort } from './free-port';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

it('hands out bindable ports below the ephemeral range, in this worker’s own block, none twice in a row', async () => {
  const worker = Number(process.env.JEST_WORKER_ID ?? 0);
  const ports = [await freePort(), await freePort(), await freePort()];
  for (const port of ports) {
    expect(port).toBeLessThan(32_768);
    expect(Math.floor((port - 20_000) / 1_000)).toBe(worker % 12);
  }
  expect(new Set(ports).size).toBe(3);
  const servers = await Promise.all(ports.map(listen));
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

it('passes over a port something already listens on', async () => {
  const first = await freePort();
  // Take the port the next call would try; it must move on to another.
  const taken = await listen(first + 1 - (first % 1_000 === 999 ? 1_000 : 0));
  try {
    const next = await freePort();
    expect(next).not.toBe((taken.address() as { port: number }).port);
  } finally {
    await new Promise((resolve) => taken.close(resolve));
  }
});

it('gives calls made side by side a port each', async () => {
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  expect(new Set(ports).size).toBe(20);
});
