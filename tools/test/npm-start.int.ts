import { resolve } from 'node:path';
import { connect } from '@nats-io/transport-node';
import {
  START_PORT_VARIABLES,
  answers,
  separateStart,
  startRun,
  type SeparateStart,
  type StartRun,
} from '@ela/stack';

jest.setTimeout(300_000);

/**
 * `npm start` itself (its built entry), with its defaults but on free ports and databases of the
 * test's own: a NATS of the run's own that refuses a program with no user, a second start after a
 * run was killed, and Ctrl-C stopping everything, that NATS included.
 */
const root = resolve(__dirname, '../..');
let separate: SeparateStart;
const runs: StartRun[] = [];

function npmStart(): StartRun {
  const run = startRun(process.execPath, [resolve(root, 'tools/dist/start.js')], separate.env, root);
  runs.push(run);
  return run;
}

/** Waits until nothing listens at the URL's port any more. */
async function closed(url: string): Promise<void> {
  while (await answers(url)) await new Promise((r) => setTimeout(r, 200));
}

beforeAll(async () => {
  separate = await separateStart(root, 'test');
});

afterAll(async () => {
  for (const { child } of runs)
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  await separate.cleanUp();
});

describe('npm start with its defaults', () => {
  let first: StartRun;
  let firstNats = '';
  let second: StartRun;

  it('runs a NATS of its own, where a program with no user cannot publish a payment’s success', async () => {
    first = npmStart();
    const { shell, nats } = await first.ready;
    firstNats = nats;
    expect(shell).toBe(`http://localhost:${separate.env.SHELL_PORT}`);
    await expect(connect({ servers: nats })).rejects.toThrow(/Authorization Violation/);
    // The three sites and the simulator share one process here (libs/stack/src/app-host.ts), each on
    // its own port with its own files and settings.
    const page = await fetch(`${shell}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('dir="rtl"');
    for (const [port, name] of [
      [separate.env.SHOP_PORT, 'shop'],
      [separate.env.PANEL_PORT, 'panel'],
    ]) {
      const manifest = await fetch(`http://localhost:${port}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(((await manifest.json()) as { name: string }).name).toBe(name);
      const health = await fetch(`http://localhost:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', service: name });
    }
    // So does the payment simulator, on its own port.
    const sim = await fetch(`http://localhost:${separate.env.GATEWAY_SIM_PORT}/healthz`);
    expect(sim.status).toBe(200);
    // Content with them, analytics with its worker in another, auth with payments in a third: each
    // ready on its own checks, and the process's figures named for all it runs.
    const shared = {
      CONTENT_HEALTH_PORT: 'content',
      ANALYTICS_HEALTH_PORT: 'analytics+analytics-worker',
      ANALYTICS_WORKER_HEALTH_PORT: 'analytics+analytics-worker',
      AUTH_HEALTH_PORT: 'auth+payments',
      PAYMENTS_HEALTH_PORT: 'auth+payments',
    };
    for (const [variable, label] of Object.entries(shared)) {
      const health = `http://127.0.0.1:${separate.env[variable]}`;
      expect((await fetch(`${health}/readyz`)).status).toBe(200);
      expect(await (await fetch(`${health}/metrics`)).text()).toContain(`service="${label}"`);
    }
  });

  it('starts again after a run was killed: its apps stop themselves, its NATS is ended', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    for (const port of START_PORT_VARIABLES) await closed(`http://localhost:${separate.env[port]}`);
    // The killed run's NATS is in a process group of its own: it outlived the run.
    expect(await answers(firstNats)).toBe(true);

    second = npmStart();
    const { shell, nats } = await second.ready;
    expect(shell).toBe(`http://localhost:${separate.env.SHELL_PORT}`);
    expect(await answers(firstNats)).toBe(false);
    await expect(connect({ servers: nats })).rejects.toThrow(/Authorization Violation/);
  });

  it('stops every app and its own NATS on Ctrl-C', async () => {
    const { shell, nats } = await second.ready;
    process.kill(-second.child.pid!, 'SIGINT');
    expect(await second.exited).toBe(0);
    expect(await answers(shell)).toBe(false);
    expect(await answers(`http://localhost:${separate.env.GATEWAY_PORT}`)).toBe(false);
    expect(await answers(nats)).toBe(false);
  });
});
