import type { FastifyInstance } from 'fastify';
import { ROUTES, buildOpenApi } from '@ela/contracts';
import { docsPage } from '../openapi/docs-page';
import type { NatsBridge } from '../nats/nats-bridge';
import type { MediaStore } from '@ela/media';
import { mediaUnavailable } from '../media/media-unavailable';
import { documentHeaders } from './security-headers';

/** Health and API description: the only routes that are not rows of the route table. */
export function registerSystemRoutes(app: FastifyInstance, bridge: NatsBridge, media: MediaStore): void {
  const openapi = JSON.stringify(buildOpenApi(ROUTES));
  const page = docsPage(ROUTES);
  const pageHeaders = documentHeaders();

  // Alive is the process answering: a NATS outage must not get every gateway restarted.
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  // Ready is being able to forward: without NATS, traffic should go to another gateway.
  app.get('/readyz', async (_request, reply) => {
    const nats = bridge.connected ? 'up' : 'down';
    return reply
      .code(nats === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: nats === 'up' ? 'ready' : 'not ready', nats });
  });
  app.get('/docs/openapi.json', async (_request, reply) => reply.type('application/json').send(openapi));
  // Stored images never change under a name (the name is a hash of the content), whichever
  // driver keeps them; both hand over a stream and its length.
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const file = await media.open(request.params.name).catch((error: unknown) => {
      throw mediaUnavailable(error);
    });
    if (!file) {
      return reply.code(404).send({ statusCode: 404, message: 'تصویر پیدا نشد', error: 'NOT_FOUND' });
    }
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', file.size)
      .type('image/webp')
      .send(file.stream);
  });
  app.get('/docs', async (_request, reply) =>
    reply.headers(pageHeaders).type('text/html; charset=utf-8').send(page),
  );
}
