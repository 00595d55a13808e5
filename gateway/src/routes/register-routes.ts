import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@ela/contracts';
import { toFastifyPath } from './fastify-path';
import { routeHandler, type RouteDeps } from './route-handler';

/**
 * Every row of the route table becomes one Fastify route; there are no hand-written controllers.
 * Rows with a `queue` are not forwarded over NATS (`registerEventRoutes` takes them).
 */
export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[], deps: RouteDeps): void {
  for (const route of routes) {
    if (route.queue) continue;
    app.route({ method: route.method, url: toFastifyPath(route.path), handler: routeHandler(route, deps) });
  }
}
