import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { SpanKind } from '@opentelemetry/api';
import type { RouteDef } from '@ela/contracts';
import { currentTrace, inSpan, sentTrace, tracingEnabled } from '@ela/service-kit';
import { toFastifyPath } from './fastify-path';
import { FORM_CONTENT_TYPE } from '../input/input-guard';
import { cachedAtEdge, routeHandler, type RouteDeps } from './route-handler';

/**
 * Every row of the route table becomes one Fastify route; there are no hand-written controllers.
 * A form row gets its own scope with a form-encoded parser, so no other route ever reads one.
 * Rows with a `queue` are not forwarded over NATS (`registerEventRoutes` takes them).
 */
export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[], deps: RouteDeps): void {
  for (const route of routes) {
    if (route.queue) continue;
    const options: RouteOptions = {
      method: route.method,
      url: toFastifyPath(route.path),
      handler: traced(route, routeHandler(route, deps)),
      // The edge cache sends its answers compressed already, and a GET has no body to inflate:
      // such routes skip the compression plugin's hooks, which ran on every cached answer.
      ...(cachedAtEdge(route) && { compress: false }),
      ...(route.method === 'GET' && { decompress: false }),
    };
    if (!route.form) {
      app.route(options);
      continue;
    }
    void app.register(async (scope) => {
      scope.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.route(options);
    });
  }
}

/**
 * Each request in a span, continuing a trace the client sent (`traceparent`) or starting one, so
 * the NATS requests the handler makes, and the services behind them, join one trace. With tracing
 * off the handler runs as it is.
 */
function traced(
  route: RouteDef,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  if (!tracingEnabled) return handler;
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
