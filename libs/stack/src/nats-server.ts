import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

const BINARIES = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];

export interface NatsServerSettings {
  config?: string;
  env?: Record<string, string>;
}

/**
 * A NATS server with JetStream of a test's own, on a free port with its store in a temporary
 * folder, so a test can stop and restart it without disturbing anyone else's NATS.
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
    const storeDir = await mkdtemp(join(tmpdir(), 'nats-'));
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

  /** Starts the server again on the same port and store: streams and their messages survive. */
  async resume(): Promise<void> {
    const binary = BINARIES.find((path) => existsSync(path)) ?? 'nats-server';
    const configFile = join(this.storeDir, 'nats.conf');
    if (this.settings.config) await writeFile(configFile, this.settings.config);
    const args = ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', join(this.storeDir, 'js')];
    const child = spawn(binary, [...(this.settings.config ? ['-c', configFile] : []), ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...this.settings.env },
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

  async halt(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    this.child = null;
  }

  async dispose(): Promise<void> {
    await this.halt();
    await rm(this.storeDir, { recursive: true, force: true });
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
