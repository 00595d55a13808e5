import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import { registry } from '@ela/service-kit';

const requestDuration = new Histogram({
  name: 'ela_http_request_duration_seconds',
  help: 'Time the gateway took to answer, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Public reads answered from the edge cache (`hit`) or after asking the service (`miss`). */
export const edgeCacheReads = new Counter({
  name: 'ela_edge_cache_reads_total',
  help: "Cacheable reads answered from the edge cache (hit), from an edge view in Redis (view), from the gateway's copy of the listings (copy) or from the service (miss)",
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Times every answer by its route pattern (never the URL: ids would make a series each). */
export function recordHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
