import { createServer, type Server } from 'node:http';
import type { Logger } from './logger';
import { scrape } from './metrics/metrics';

export type ReadinessCheck = () => Promise<unknown>;

/**
 * `/healthz` says the process is alive; `/readyz` runs every check and names the ones that fail;
 * `/metrics` is for Prometheus. On its own port, never published to the public.
 */
export function startHealthServer(
  port: number,
  checks: Record<string, ReadinessCheck>,
  logger: Logger,
): Server {
  const server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/healthz') return reply(200, { status: 'ok' });
    if (req.url === '/metrics')
      return void scrape().then(({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(body);
      });
    if (req.url !== '/readyz') return reply(404, { status: 'not found' });
    void runChecks(checks).then((failed) =>
      failed.length ? reply(503, { status: 'not ready', failed }) : reply(200, { status: 'ready' }),
    );
  });
  server.listen(port, () => logger.info({ port }, 'health endpoint listening'));
  return server;
}

async function runChecks(checks: Record<string, ReadinessCheck>): Promise<string[]> {
  const names = Object.keys(checks);
  const results = await Promise.allSettled(names.map((name) => withTimeout(checks[name](), 2000)));
  return names.filter((_, i) => results[i].status === 'rejected');
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('check timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
