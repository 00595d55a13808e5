import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startNatsWithUsers, type NatsUsers } from './nats-users';
import type { StackConfig } from './stack-config';

/** `NATS_PERMISSIONS`: `on` unless set to `off`; anything else is a mistake worth stopping for. */
export function natsPermissionsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.NATS_PERMISSIONS ?? 'on';
  if (value !== 'on' && value !== 'off')
    throw new Error(`NATS_PERMISSIONS is "${value}"; it is on (the default) or off`);
  return value === 'on';
}

/**
 * Where an `npm start` run's NATS keeps its streams, and which run holds it: one store for each
 * set of databases, whose outboxes and consumers the streams go with.
 */
export const ownNatsDir = (c: Pick<StackConfig, 'root' | 'dbPrefix'>) => join(c.root, 'var/nats', c.dbPrefix);

/** Which run started the server, each process known by its id and its command line. */
interface Holder {
  run: { pid: number; command: string };
  server: { pid: number; command: string };
}

export interface OwnNats {
  users: NatsUsers;
  /** Halts the server; its streams stay for the next run. */
  stop(): Promise<void>;
}

/**
 * The NATS of an `npm start` run, as deployments have it: every app as its own user with the
 * permissions generated from the contracts (passwords random for the run), on a free port, with its
 * streams in var/nats/<DB_PREFIX> kept between runs. It is in a process group of its own, so a
 * Ctrl-C reaches the apps first and it answers them while they stop; `stop()` ends it last. A
 * server that a run killed without stopping left behind is ended first (nats-server does not lock
 * its store, and two on one store would spoil it); a run still going keeps its own and this one
 * refuses to start.
 */
export async function startOwnNats(
  config: Pick<StackConfig, 'root' | 'dbPrefix' | 'natsPrefix'>,
): Promise<OwnNats> {
  const storeDir = ownNatsDir(config);
  const holderFile = join(storeDir, 'holder.json');
  await mkdir(storeDir, { recursive: true });
  await endLeftServer(holderFile, storeDir);
  const { server, users } = await startNatsWithUsers(config.natsPrefix, { storeDir, detached: true });
  const pid = server.pid!;
  const holder: Holder = {
    run: { pid: process.pid, command: commandLine(process.pid) ?? '' },
    server: { pid, command: commandLine(pid) ?? '' },
  };
  await writeFile(holderFile, JSON.stringify(holder));
  return {
    users,
    async stop() {
      await server.halt();
      await rm(holderFile, { force: true });
    },
  };
}

async function endLeftServer(holderFile: string, storeDir: string): Promise<void> {
  let holder: Holder;
  try {
    holder = JSON.parse(await readFile(holderFile, 'utf8')) as Holder;
  } catch {
    return;
  }
  // The same id with the same command line is the same process (an id alone may be reused).
  const still = (known: Holder['run']) => known.command !== '' && commandLine(known.pid) === known.command;
  if (still(holder.run))
    throw new Error(
      `another npm start (process ${holder.run.pid}) runs its NATS in ${storeDir}: stop it first`,
    );
  const signal = (name: NodeJS.Signals) => {
    if (still(holder.server)) process.kill(holder.server.pid, name);
  };
  signal('SIGTERM');
  for (let waited = 0; still(holder.server); waited += 100) {
    if (waited === 10_000) signal('SIGKILL');
    await sleep(100);
  }
}

/** A process's command line, or null when no such process runs. */
function commandLine(pid: number): string | null {
  try {
    const line = existsSync('/proc')
      ? readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
      : execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
    // A process that has exited but is not yet reaped has an empty command line.
    return line.trim() || null;
  } catch {
    return null;
  }
}
