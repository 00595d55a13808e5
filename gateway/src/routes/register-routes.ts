import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@ela/contracts';
import { toFastifyPath } from './fastify-path';
import { routeHandler, type RouteDeps } from './route-handler';

/** Every row of the route table becomes one Fastify route; there are no hand-written controllers. */
export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[], deps: RouteDeps): void {
  for (const route of routes) {
    app.route({ method: route.method, url: toFastifyPath(route.path), handler: routeHandler(route, deps) });
  }
}
