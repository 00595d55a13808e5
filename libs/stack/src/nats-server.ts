import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from './free-port';

const BINARIES = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];

/** What to install when no nats-server is found. */
export const NATS_SERVER_INSTALL =
  'apt-get install nats-server (Debian, Ubuntu) or brew install nats-server (macOS)';

/** The nats-server binary: where Debian puts it, else the first on PATH; undefined when there is none. */
export function findNatsServer(path = process.env.PATH ?? ''): string | undefined {
  const onPath = path
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'nats-server'));
  return [...BINARIES, ...onPath].find((file) => existsSync(file));
}

export interface NatsServerSettings {
  config?: string;
  env?: Record<string, string>;
  /** A store kept between runs (its configuration is written there too); a temporary one otherwise. */
  storeDir?: string;
  /**
   * In a process group of its own: a terminal's Ctrl-C then reaches the apps and not the server,
   * which keeps answering while they stop, until it is halted itself.
   */
  detached?: boolean;
}

/**
 * A NATS server with JetStream of its own, on a free port: a test's, with its store in a temporary
 * folder, so a test can stop and restart it without disturbing anyone else's NATS; or an
 * `npm start` run's, with a store kept between runs.
 */
export class PrivateNatsServer {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly storeDir: string,
    private readonly settings: NatsServerSettings,
  ) {}

  /**
   * With `config`, the server also reads that configuration (users and their permissions), with
   * `env` in its environment (the passwords the configuration names).
   */
  static async start(settings: NatsServerSettings = {}): Promise<PrivateNatsServer> {
    const storeDir = settings.storeDir ?? (await mkdtemp(join(tmpdir(), 'nats-')));
    // A free port can be taken by someone else before the server binds it: then once more.
    for (let attempt = 1; ; attempt++) {
      const server = new PrivateNatsServer(await freePort(), storeDir, settings);
      try {
        await server.resume();
        return server;
      } catch (error) {
        await server.halt();
        if (attempt === 2) throw error;
      }
    }
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  /** The server's process id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the server again on the same port and store: streams and their messages survive. */
  async resume(): Promise<void> {
    const binary = findNatsServer();
    if (!binary) throw new Error(`nats-server is not installed; install it with: ${NATS_SERVER_INSTALL}`);
    const configFile = join(this.storeDir, 'nats.conf');
    if (this.settings.config) await writeFile(configFile, this.settings.config);
    const args = ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', join(this.storeDir, 'js')];
    const child = spawn(binary, [...(this.settings.config ? ['-c', configFile] : []), ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...this.settings.env },
      detached: this.settings.detached,
    });
    this.child = child;
    // What the server said last, for the error when it never opens its port.
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
    await waitForPort(this.port, () => child.exitCode !== null).catch((error: Error) => {
      throw new Error(
        `${error.message}${child.exitCode !== null ? ` (it exited with ${child.exitCode})` : ''}: ${said}`,
      );
    });
  }

  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as on a stalled host. */
  pause(): void {
    this.child?.kill('SIGSTOP');
  }

  /** Lets a paused server run on (SIGCONT). */
  proceed(): void {
    this.child?.kill('SIGCONT');
  }

  async halt(): Promise<void> {
    const child = this.child;
    // A server ended by a signal has no exit code, only a signal code.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    this.child = null;
  }

  /** Halts the server and removes its store, unless the store was given to be kept. */
  async dispose(): Promise<void> {
    await this.halt();
    if (!this.settings.storeDir) await rm(this.storeDir, { recursive: true, force: true });
  }
}

async function waitForPort(port: number, exited: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited()) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = netConnect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nats-server did not open port ${port}`);
}
