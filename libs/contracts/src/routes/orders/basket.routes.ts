import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import { createBasketBody } from '../../orders/basket';
import { user } from './shared';

const { basket } = SUBJECTS.orders;

/** The caller's own open basket; a customer never reaches another's. */
export const basketRoutes = [
  route({
    ...user,
    method: 'POST',
    path: '/basket/create',
    subject: basket.replace,
    summary: "Replaces or merges the caller's open basket; answers it priced now, and what a merge left out",
    body: createBasketBody,
    idempotencyKey: true,
  }),
  route({
    ...user,
    method: 'GET',
    path: '/basket',
    subject: basket.open,
    summary: "The caller's open basket priced now: sale prices, stock state per line, totals in Rials",
  }),
] as const satisfies readonly RouteDef[];
