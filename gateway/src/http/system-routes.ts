import type { FastifyInstance } from 'fastify';
import { ROUTES } from '@ela/contracts';
import { buildOpenApi } from '../openapi/openapi-document';
import { docsPage } from '../openapi/docs-page';
import type { NatsBridge } from '../nats/nats-bridge';

/** Health and API description: the only routes that are not rows of the route table. */
export function registerSystemRoutes(app: FastifyInstance, bridge: NatsBridge): void {
  const openapi = JSON.stringify(buildOpenApi(ROUTES));
  const page = docsPage(ROUTES);

  app.get('/healthz', async (_request, reply) => {
    const nats = bridge.connected ? 'up' : 'down';
    return reply
      .code(nats === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: nats === 'up' ? 'ok' : 'degraded', nats });
  });
  app.get('/docs/openapi.json', async (_request, reply) => reply.type('application/json').send(openapi));
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
