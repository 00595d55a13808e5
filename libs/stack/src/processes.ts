import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface AppProcess {
  name: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not exited within the grace period. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL at once, as a crash would: for tests that kill a process on purpose. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
  /** The last lines it printed, for telling why it died. */
  recentLines(): string[];
}

const KEPT_LINES = 40;

export interface SpawnOptions {
  name: string;
  entry: string;
  /** Node's own flags, before the entry (e.g. `--watch`). */
  nodeArgs?: string[];
  /** The program's arguments, after the entry. */
  args?: string[];
  env: Record<string, string>;
  cwd: string;
  /** Receives each line the process prints; by default lines are dropped. */
  onLine?: (name: string, line: string) => void;
}

/**
 * Node flags for every app the stack starts, e.g. `STACK_NODE_ARGS="--cpu-prof --cpu-prof-dir=prof"`
 * to profile a benchmark (Node refuses profiling flags in NODE_OPTIONS).
 */
function nodeArgs(): string[] {
  return (process.env.STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/** Built, as the apps are (tests run this file from its source). */
const EXIT_WITH_STACK = resolve(__dirname, '../dist/exit-with-stack.js');

export function spawnApp(options: SpawnOptions): AppProcess {
  const preload = existsSync(EXIT_WITH_STACK) ? ['--require', EXIT_WITH_STACK] : [];
  const argv = [
    ...preload,
    ...nodeArgs(),
    ...(options.nodeArgs ?? []),
    options.entry,
    ...(options.args ?? []),
  ];
  const child = spawn(process.execPath, argv, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, ELA_STACK_PID: String(process.pid) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = [];
  let stopping = false;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      recent.push(line);
      if (recent.length > KEPT_LINES) recent.shift();
      options.onLine?.(options.name, line);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A process that dies on its own mid-test explains itself, even when its lines are dropped.
  void exited.then((code) => {
    if (!stopping)
      process.stderr.write(
        `${options.name} exited (${code}) on its own; its last lines:\n${recent.join('\n')}\n`,
      );
  });
  return {
    name: options.name,
    child,
    exited,
    recentLines: () => [...recent],
    async stop(graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Polls a URL until it answers 2xx, the process dies, or time runs out. A dead process fails at
 * once; the limit only catches one that hangs. A stack's apps boot side by side, so on two cores
 * beside another test's stack one of a dozen booting apps can take well over 30 s to answer.
 */
export async function waitForHttp(url: string, app: AppProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void app.exited.then(() => (dead = true));
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${app.name} exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${app.name}: ${url} did not answer within ${timeoutMs} ms`);
}
