import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@ela/contracts';
import type { Authenticator } from '../auth/authenticator';
import type { NatsBridge } from '../nats/nats-bridge';
import { toFastifyPath } from './fastify-path';
import { routeHandler } from './route-handler';

/** Every row of the route table becomes one Fastify route; there are no hand-written controllers. */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteDef[],
  auth: Authenticator,
  bridge: NatsBridge,
): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      handler: routeHandler(route, auth, bridge),
    });
  }
}
