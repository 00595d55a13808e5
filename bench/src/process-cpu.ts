import { readdirSync } from 'node:fs';
import { descendants, nameOf, read, statFields } from './process-memory';

/** The shared servers the stack's apps talk to: not children of the bench, so found by command. */
const SERVERS = new Set(['postgres', 'redis-server']);

/**
 * User and system CPU time of a process so far, and of its children that ended and were waited for
 * (a PostgreSQL connection closed: the server's main process gathers its time), in clock ticks
 * (1/100 s), from /proc.
 */
export function cpuTicks(pid: number): number {
  const ticks = ticksOf(pid);
  if (ticks === null) throw new Error(`process ${pid} is gone`);
  return ticks;
}

function ticksOf(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) : null;
}

/** This process, everything below it (the stack's apps, its nats-server) and the shared servers, by name. */
function processes(): Map<number, string> {
  const named = new Map<number, string>([[process.pid, 'this bench']]);
  for (const pid of descendants(process.pid)) {
    const argv = read(`/proc/${pid}/cmdline`)?.split('\0').filter(Boolean);
    if (argv?.length) named.set(pid, nameOf(argv));
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const command = read(`/proc/${entry}/comm`)?.trim();
    if (command && SERVERS.has(command)) named.set(Number(entry), serverName(entry, command));
  }
  return named;
}

/**
 * A PostgreSQL server process by the stack's database it works for, as its title names it
 * (`postgres: 15/main: user ela_test_1a2b3c4d_catalog 127.0.0.1(…) idle` is `postgres (catalog)`); the
 * server's own processes, other databases' and connections that have ended are `postgres`.
 */
function serverName(pid: string, command: string): string {
  if (command !== 'postgres') return command;
  const title = read(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ');
  const database = title && /^postgres: (?:\S+: )?\S+ (?:ela_test_[0-9a-f]+|ela)_(\w+) /.exec(title)?.[1];
  return database ? `postgres (${database})` : command;
}

/**
 * Where the CPU time of a stretch of load went, by process, read from /proc before and after: the
 * cost of one operation across every process it passes through. A process that starts in between
 * (a pool opening another PostgreSQL connection) counts whole, and so does one that ends in between
 * once its parent has waited for it (PostgreSQL's connections do).
 */
export class CpuMeter {
  private before = new Map<number, { name: string; ticks: number }>();

  start(): void {
    this.before = new Map();
    for (const [pid, name] of processes()) {
      const ticks = ticksOf(pid);
      if (ticks !== null) this.before.set(pid, { name, ticks });
    }
  }

  /** Milliseconds of CPU by process name since `start`, largest first. */
  stop(): [string, number][] {
    const spent = new Map<string, number>();
    for (const [pid, name] of processes()) {
      const now = ticksOf(pid);
      const before = this.before.get(pid);
      if (now === null || (before && before.name !== name)) continue;
      spent.set(name, (spent.get(name) ?? 0) + (now - (before?.ticks ?? 0)) * 10);
    }
    return [...spent].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
  }
}

/** Several stretches' CPU by process, added up, largest first. */
export function summed(stretches: [string, number][][]): [string, number][] {
  const all = new Map<string, number>();
  for (const spent of stretches) for (const [name, ms] of spent) all.set(name, (all.get(name) ?? 0) + ms);
  return [...all].sort((a, b) => b[1] - a[1]);
}

/**
 * `postgres 7.3, orders 7.1, …; 31.8 in all`: milliseconds of CPU per operation, or (`'µs'`)
 * microseconds, with the processes that spent less than one each left out.
 */
export function perOperation(
  spent: [string, number][],
  operations: number,
  unit: 'ms' | 'µs' = 'ms',
): string {
  const [scale, digits, least] = unit === 'ms' ? [1, 2, 0] : [1000, 1, 1];
  const each = (ms: number) => (ms * scale) / operations;
  const total = spent.reduce((sum, [, ms]) => sum + ms, 0);
  const shown = spent.filter(([, ms]) => each(ms) >= least);
  return `${shown.map(([name, ms]) => `${name} ${each(ms).toFixed(digits)}`).join(', ')}; ${each(total).toFixed(digits)} in all`;
}
