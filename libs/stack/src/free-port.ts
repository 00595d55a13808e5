import { createServer } from 'node:net';

/**
 * Ports are handed out below Linux's ephemeral range (32768 and up), where every outgoing
 * connection takes its local port: a port found free there could be taken by a client socket
 * in the seconds before the app binds it. Each jest worker has a block of its own, so test files
 * run side by side never pick the same port; processes outside jest share block 0.
 */
const FIRST_PORT = 20_000;
const BLOCK = 1_000;
const BLOCKS = 12;

let offset = Math.floor(Math.random() * BLOCK);

function blockStart(): number {
  const worker = Number(process.env.JEST_WORKER_ID ?? 0);
  return FIRST_PORT + (Number.isInteger(worker) ? worker % BLOCKS : 0) * BLOCK;
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port nothing listens on right now, for tests that start their own copy of the stack. */
export async function freePort(): Promise<number> {
  const start = blockStart();
  for (let tries = 0; tries < BLOCK; tries++) {
    // Onwards from the last one handed out: a port just released is not handed out again soon.
    offset = (offset + 1) % BLOCK;
    // Taken before the wait: calls made side by side each try a port of their own.
    const port = start + offset;
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port in ${start}–${start + BLOCK - 1}`);
}
