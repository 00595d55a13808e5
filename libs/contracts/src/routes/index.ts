import type { RouteDef } from '../route';
import { INTERNAL_ROUTES } from './internal.routes';
import { authRoutes } from './auth.routes';
import { catalogRoutes } from './catalog.routes';
import { ordersRoutes } from './orders.routes';
import { contentRoutes } from './content.routes';
import { paymentRoutes } from './payments.routes';
import { analyticsRoutes } from './analytics.routes';

/** The whole public API: every row is registered by the gateway and described in OpenAPI. */
export const ROUTES = [
  ...authRoutes,
  ...catalogRoutes,
  ...ordersRoutes,
  ...contentRoutes,
  ...paymentRoutes,
  ...analyticsRoutes,
] as const satisfies readonly RouteDef[];

export { INTERNAL_ROUTES };

/**
 * Every row a handler can be bound to (public and internal), with its literal types kept, so
 * a handler's input is typed from its row.
 */
export type RouteRow = (typeof ROUTES)[number] | (typeof INTERNAL_ROUTES)[number];
/** The subjects services answer; each belongs to exactly one row. */
export type RouteSubject = RouteRow['subject'];
/** The row of one subject. */
export type RowOf<S extends RouteSubject> = Extract<RouteRow, { subject: S }>;

const bySubject = new Map<string, RouteRow>([...ROUTES, ...INTERNAL_ROUTES].map((row) => [row.subject, row]));

/** The row a subject belongs to; services bind their handlers to rows through it. */
export function routeOf<S extends RouteSubject>(subject: S): RowOf<S> {
  const row = bySubject.get(subject);
  if (!row) throw new Error(`no route row forwards to ${subject}`);
  return row as RowOf<S>;
}
