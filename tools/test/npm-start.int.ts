import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { connect } from '@nats-io/transport-node';
import {
  LOCAL_INFRASTRUCTURE,
  SERVICE_DATABASES,
  answers,
  deleteQueueKeys,
  dropDatabase,
  freePort,
  ownNatsDir,
} from '@ela/stack';

jest.setTimeout(300_000);

/**
 * `npm start` itself (its built entry), with its defaults but on free ports and databases of the
 * test's own: a NATS of the run's own that refuses a program with no user, a second start after a
 * run was killed, and Ctrl-C stopping everything, that NATS included.
 */
const root = resolve(__dirname, '../..');
const id = randomBytes(4).toString('hex');
const PORTS = [
  'SHELL_PORT',
  'SHOP_PORT',
  'PANEL_PORT',
  'GATEWAY_PORT',
  'GATEWAY_METRICS_PORT',
  'CATALOG_HEALTH_PORT',
  'AUTH_HEALTH_PORT',
  'ORDERS_HEALTH_PORT',
  'PAYMENTS_HEALTH_PORT',
  'CONTENT_HEALTH_PORT',
  'ANALYTICS_HEALTH_PORT',
  'ANALYTICS_WORKER_HEALTH_PORT',
  'GATEWAY_SIM_PORT',
];
const varDir = resolve(root, `var/test-${id}`);
const settings = {
  DB_PREFIX: `ela_test_${id}`,
  NATS_SUBJECT_PREFIX: `test-${id}.`,
  SMS_OUTBOX_FILE: `${varDir}/sms-outbox.jsonl`,
  MEDIA_DIR: `${varDir}/media`,
  LOG_LEVEL: 'warn',
};
let env: NodeJS.ProcessEnv;
const runs: ChildProcess[] = [];

interface Run {
  child: ChildProcess;
  /** The shop's and the NATS's addresses, as the run prints them once it is ready. */
  ready: Promise<{ shell: string; nats: string }>;
  exited: Promise<number | null>;
}

/** Runs `npm start`'s entry in a process group of its own, as a terminal does. */
function npmStart(): Run {
  const child = spawn(process.execPath, [resolve(root, 'tools/dist/start.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  runs.push(child);
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const said: string[] = [];
  const ready = new Promise<{ shell: string; nats: string }>((done, fail) => {
    let shell = '';
    for (const stream of [child.stdout!, child.stderr!])
      createInterface({ input: stream }).on('line', (line) => {
        said.push(line);
        shell ||= /Shop is ready: (\S+)/.exec(line)?.[1] ?? '';
        const nats = /NATS: (nats:\/\/\S+), each app as its own user/.exec(line)?.[1];
        if (shell && nats) done({ shell, nats });
      });
    void exited.then((code) => fail(new Error(`npm start exited (${code}):\n${said.slice(-30).join('\n')}`)));
  });
  return { child, ready, exited };
}

/** Waits until nothing listens at the URL's port any more. */
async function closed(url: string): Promise<void> {
  while (await answers(url)) await new Promise((r) => setTimeout(r, 200));
}

beforeAll(async () => {
  const ports = await Promise.all(PORTS.map(async (name) => [name, String(await freePort())]));
  env = { ...process.env, ...Object.fromEntries(ports), ...settings };
  delete env.NATS_PERMISSIONS;
});

afterAll(async () => {
  for (const run of runs)
    if (run.exitCode === null && run.signalCode === null) process.kill(-run.pid!, 'SIGKILL');
  const postgres = env.POSTGRES_URL ?? LOCAL_INFRASTRUCTURE.postgres;
  for (const service of SERVICE_DATABASES) await dropDatabase(postgres, `${settings.DB_PREFIX}_${service}`);
  await deleteQueueKeys(env.REDIS_URL ?? LOCAL_INFRASTRUCTURE.redis, settings.NATS_SUBJECT_PREFIX);
  await rm(varDir, { recursive: true, force: true });
  await rm(ownNatsDir({ root, dbPrefix: settings.DB_PREFIX }), { recursive: true, force: true });
});

describe('npm start with its defaults', () => {
  let first: Run;
  let firstNats = '';
  let second: Run;

  it('runs a NATS of its own, where a program with no user cannot publish a payment’s success', async () => {
    first = npmStart();
    const { shell, nats } = await first.ready;
    firstNats = nats;
    expect(shell).toBe(`http://localhost:${env.SHELL_PORT}`);
    await expect(connect({ servers: nats })).rejects.toThrow(/Authorization Violation/);
  });

  it('starts again after a run was killed: its apps stop themselves, its NATS is ended', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    for (const port of PORTS) await closed(`http://localhost:${env[port]}`);
    // The killed run's NATS is in a process group of its own: it outlived the run.
    expect(await answers(firstNats)).toBe(true);

    second = npmStart();
    const { shell, nats } = await second.ready;
    expect(shell).toBe(`http://localhost:${env.SHELL_PORT}`);
    expect(await answers(firstNats)).toBe(false);
    await expect(connect({ servers: nats })).rejects.toThrow(/Authorization Violation/);
  });

  it('stops every app and its own NATS on Ctrl-C', async () => {
    const { shell, nats } = await second.ready;
    process.kill(-second.child.pid!, 'SIGINT');
    expect(await second.exited).toBe(0);
    expect(await answers(shell)).toBe(false);
    expect(await answers(`http://localhost:${env.GATEWAY_PORT}`)).toBe(false);
    expect(await answers(nats)).toBe(false);
  });
});
