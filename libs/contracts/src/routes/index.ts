import type { RouteDef } from '../route';
import { authRoutes } from './auth.routes';
import { catalogRoutes } from './catalog.routes';

/** The whole public API: every row is registered by the gateway and described in OpenAPI. */
export const ROUTES = [...authRoutes, ...catalogRoutes] as const satisfies readonly RouteDef[];

/** Every row, with its literal types kept, so a handler's input is typed from its row. */
export type RouteRow = (typeof ROUTES)[number];
/** The subjects the gateway forwards to; each belongs to exactly one row. */
export type RouteSubject = RouteRow['subject'];
/** The row of one subject. */
export type RowOf<S extends RouteSubject> = Extract<RouteRow, { subject: S }>;

const bySubject = new Map<string, RouteRow>(ROUTES.map((row) => [row.subject, row]));

/** The route row a subject belongs to; services bind their handlers to rows through it. */
export function routeOf<S extends RouteSubject>(subject: S): RowOf<S> {
  const row = bySubject.get(subject);
  if (!row) throw new Error(`no route row forwards to ${subject}`);
  return row as RowOf<S>;
}
