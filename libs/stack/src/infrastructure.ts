import { connect as tcpConnect } from 'node:net';

export interface Dependency {
  name: string;
  url: string;
  /** How to start it on a Debian machine, shown when it does not answer. */
  hint: string;
}

/** Whether something accepts TCP connections at the URL's host and port within the time given. */
export function answers(url: string, timeoutMs = 1500): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The dependencies that do not answer, each with the way to start it. */
export async function missingDependencies(deps: Dependency[]): Promise<Dependency[]> {
  const results = await Promise.all(deps.map((dep) => answers(dep.url)));
  return deps.filter((_, i) => !results[i]);
}

export function infrastructure(urls: { postgres: string; redis: string; nats: string }): Dependency[] {
  return [
    {
      name: 'PostgreSQL',
      url: urls.postgres,
      hint: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    },
    {
      name: 'Redis',
      url: urls.redis,
      hint: 'redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
    },
    {
      name: 'NATS (JetStream)',
      url: urls.nats,
      hint: 'nats-server -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server &',
    },
  ];
}
