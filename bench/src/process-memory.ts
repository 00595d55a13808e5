import { readFileSync, readdirSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  name: string;
  /** Resident set size (VmRSS), in MB: pages shared with other processes (Node's own code) count in each. */
  rssMb: number;
  /** Proportional set size, in MB: a shared page counts as its share, so these add up to what the stack takes. */
  pssMb: number;
}

/** A file of /proc, or null once its process has exited. */
export function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process has exited since the listing
  }
}

/**
 * The fields of /proc/<pid>/stat after the command's name (which may hold spaces, so after its `)`):
 * state first, parent second. Null once the process has exited.
 */
export function statFields(pid: number): string[] | null {
  const stat = read(`/proc/${pid}/stat`);
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null;
}

/** The process's parent. */
function parentOf(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : null;
}

/** Every process below `root` (not `root` itself), children before grandchildren. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  for (let queue = [root]; queue.length;) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/** Whether the process still runs (a zombie not yet reaped has no command line). */
export function isRunning(pid: number): boolean {
  return Boolean(read(`/proc/${pid}/cmdline`));
}

/** What the stack calls a process, from its command line: the app whose built entry it runs. */
export function nameOf(argv: string[]): string {
  // npm runs a script through a shell, whose command line names the script's own.
  if (/^(?:.*\/)?(?:sh|bash|dash)$/.test(argv[0])) return 'npm script shell';
  const line = argv.join(' ');
  const rules: [RegExp, (m: RegExpExecArray) => string][] = [
    [/tools\/dist\/start\.js/, () => 'orchestrator'],
    [/libs\/stack\/dist\/app-host\.js (\S+)/, (m) => m[1]],
    [/tools\/dist\/seed\//, () => 'seed'],
    [/services\/analytics\/dist\/worker\.main\.js/, () => 'analytics-worker'],
    [/services\/([\w-]+)\/dist\/main\.js/, (m) => m[1]],
    [/tools\/gateway-sim\/dist\/main\.js/, () => 'gateway-sim'],
    [/(?:^|\/)gateway\/dist\/main\.js/, () => 'gateway'],
    [/frontends\/([\w-]+)\/server-dist\/main\.js/, (m) => m[1]],
    [/bench\/dist\/hop-skeleton\.js (\w+)/, (m) => `skeleton ${m[1]}`],
    [/bench\/dist\/baseline-nest\.js/, () => 'baseline'],
    [/nats-server/, () => 'nats-server'],
    [/npm-cli\.js|(?:^|\/)npm(?: |$)/, () => 'npm'],
  ];
  for (const [pattern, name] of rules) {
    const match = pattern.exec(line);
    if (match) return name(match);
  }
  return argv[0]?.split('/').pop() ?? '?';
}

/** Resident memory of `root` and everything below it; copies of one app are told apart by `#n`. */
export function residentMemory(root: number): ProcessMemory[] {
  const seen = new Map<string, number>();
  const rows: ProcessMemory[] = [];
  for (const pid of [root, ...descendants(root)]) {
    const status = read(`/proc/${pid}/status`);
    const argv = read(`/proc/${pid}/cmdline`)?.split('\0').filter(Boolean);
    const rss = status && /^VmRSS:\s+(\d+) kB/m.exec(status);
    const pss = /^Pss:\s+(\d+) kB/m.exec(read(`/proc/${pid}/smaps_rollup`) ?? '');
    if (!rss || !pss || !argv?.length) continue; // exited, or a zombie not yet reaped
    const base = nameOf(argv);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    rows.push({
      pid,
      name: n > 1 ? `${base}#${n}` : base,
      rssMb: Number(rss[1]) / 1024,
      pssMb: Number(pss[1]) / 1024,
    });
  }
  return rows;
}

/** Wide enough for a host's name, such as `analytics+worker`. */
const NAME_WIDTH = 22;

/** Two columns per reading (RSS and PSS), one row per process, and the totals. */
export function memoryTable(readings: { label: string; rows: ProcessMemory[] }[]): string {
  const names = [...new Set(readings.flatMap((r) => r.rows.map((row) => row.name)))];
  const cell = (mb: number | undefined) => (mb === undefined ? '-' : mb.toFixed(0)).padStart(9);
  const line = (name: string, rows: (Pick<ProcessMemory, 'rssMb' | 'pssMb'> | undefined)[]) =>
    `${name.padEnd(NAME_WIDTH)}${rows.map((row) => cell(row?.rssMb) + cell(row?.pssMb)).join('')}`;
  const sum = (rows: ProcessMemory[], key: 'rssMb' | 'pssMb') => rows.reduce((s, row) => s + row[key], 0);
  return [
    `${''.padEnd(NAME_WIDTH)}${readings.map((r) => r.label.padStart(18)).join('')}`,
    `${'process (MB)'.padEnd(NAME_WIDTH)}${readings.map(() => 'RSS'.padStart(9) + 'PSS'.padStart(9)).join('')}`,
    ...names.map((name) =>
      line(
        name,
        readings.map((r) => r.rows.find((row) => row.name === name)),
      ),
    ),
    line(
      `total (${readings.map((r) => r.rows.length).join('/')})`,
      readings.map((r) => ({ rssMb: sum(r.rows, 'rssMb'), pssMb: sum(r.rows, 'pssMb') })),
    ),
  ].join('\n');
}
