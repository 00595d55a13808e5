import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SpanKind } from '@opentelemetry/api';
import type { RouteDef } from '@ela/contracts';
import { currentTrace, inSpan, sentTrace } from '@ela/service-kit';
import { toFastifyPath } from './fastify-path';
import { routeHandler, type RouteDeps } from './route-handler';

/** Every row of the route table becomes one Fastify route; there are no hand-written controllers. */
export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[], deps: RouteDeps): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      handler: traced(route, routeHandler(route, deps)),
    });
  }
}

/**
 * Each request in a span, continuing a trace the client sent (`traceparent`) or starting one, so
 * the NATS requests the handler makes, and the services behind them, join one trace.
 */
function traced(
  route: RouteDef,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  const name = `${route.method} ${route.path}`;
  return (request, reply) =>
    inSpan(
      name,
      {
        kind: SpanKind.SERVER,
        parent: sentTrace(request.headers),
        attributes: { 'http.route': route.path, 'ela.request_id': String(request.id) },
      },
      () => {
        // W3C's answer header, so a client can find the trace of what it just did.
        const trace = currentTrace();
        if (trace) reply.header('traceresponse', trace.traceparent);
        return handler(request, reply);
      },
      () => reply.statusCode,
    );
}
