import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { dropDatabase } from './databases';
import { freePort } from './free-port';
import { ownNatsDir } from './own-nats';
import { deleteQueueKeys } from './queue-keys-cleanup';
import { SERVICE_DATABASES } from './stack-config';
import { LOCAL_INFRASTRUCTURE } from './test-infrastructure';

/** The variables `npm start` takes its ports from (see stackConfigFromEnv). */
export const START_PORT_VARIABLES = [
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
] as const;

export interface SeparateStart {
  /** The environment with every port free and every name the run's own. */
  env: NodeJS.ProcessEnv;
  smsOutboxFile: string;
  /** Drops the run's databases and removes its NATS store, files and Redis keys. */
  cleanUp(): Promise<void>;
}

/**
 * What an `npm start` run needs to run beside a developer's own and the tests': its defaults, on
 * free ports, with databases, a NATS store, media, an SMS outbox and Redis keys of its own.
 */
export async function separateStart(root: string, kind: string, logLevel = 'warn'): Promise<SeparateStart> {
  const id = `${kind}-${randomBytes(4).toString('hex')}`;
  const varDir = resolve(root, `var/${id}`);
  const dbPrefix = `ela_${id.replace('-', '_')}`;
  const natsPrefix = `${id}.`;
  const ports = await Promise.all(START_PORT_VARIABLES.map(async (name) => [name, String(await freePort())]));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...Object.fromEntries(ports),
    DB_PREFIX: dbPrefix,
    NATS_SUBJECT_PREFIX: natsPrefix,
    SMS_OUTBOX_FILE: `${varDir}/sms-outbox.jsonl`,
    MEDIA_DIR: `${varDir}/media`,
    LOG_LEVEL: logLevel,
  };
  // The run's own NATS with its users, as `npm start` has by default.
  delete env.NATS_PERMISSIONS;
  // Its NATS port comes from the block of processes outside jest, never from this worker's, where
  // the ports above are chosen and not yet bound.
  delete env.JEST_WORKER_ID;
  return {
    env,
    smsOutboxFile: env.SMS_OUTBOX_FILE!,
    async cleanUp() {
      const postgres = env.POSTGRES_URL ?? LOCAL_INFRASTRUCTURE.postgres;
      for (const service of SERVICE_DATABASES) await dropDatabase(postgres, `${dbPrefix}_${service}`);
      await deleteQueueKeys(env.REDIS_URL ?? LOCAL_INFRASTRUCTURE.redis, natsPrefix);
      await rm(varDir, { recursive: true, force: true });
      await rm(ownNatsDir({ root, dbPrefix }), { recursive: true, force: true });
    },
  };
}

export interface StartRun {
  child: ChildProcess;
  /** The addresses the run prints once the shop is ready. */
  ready: Promise<{ shell: string; api: string; nats: string }>;
  exited: Promise<number | null>;
}

/**
 * Runs `npm start` (or its built entry) in a process group of its own, as a terminal does: a
 * Ctrl-C is `process.kill(-child.pid, 'SIGINT')`.
 */
export function startRun(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): StartRun {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const said: string[] = [];
  const ready = new Promise<{ shell: string; api: string; nats: string }>((done, fail) => {
    let shell = '';
    let api = '';
    for (const stream of [child.stdout!, child.stderr!])
      createInterface({ input: stream }).on('line', (line) => {
        said.push(line);
        if (said.length > 40) said.shift();
        // The apps' own lines come before; the addresses follow the ready line.
        shell ||= /Shop is ready: (\S+)/.exec(line)?.[1] ?? '';
        if (!shell) return;
        api ||= /^\s+API: (\S+)/.exec(line)?.[1] ?? '';
        const nats = /^\s+NATS: (nats:\/\/[^\s,]+)/.exec(line)?.[1];
        if (nats) done({ shell, api, nats });
      });
    void exited.then((code) => fail(new Error(`npm start exited (${code}):\n${said.join('\n')}`)));
  });
  return { child, ready, exited };
}
