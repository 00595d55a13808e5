import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteDef } from '@ela/contracts';
import { toFastifyPath } from './fastify-path';
import { FORM_CONTENT_TYPE } from './input-guard';
import { routeHandler, type RouteDeps } from './route-handler';

/**
 * Every row of the route table becomes one Fastify route; there are no hand-written controllers.
 * A form row gets its own scope with a form-encoded parser, so no other route ever reads one.
 */
export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[], deps: RouteDeps): void {
  for (const route of routes) {
    const options: RouteOptions = {
      method: route.method,
      url: toFastifyPath(route.path),
      handler: routeHandler(route, deps),
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
