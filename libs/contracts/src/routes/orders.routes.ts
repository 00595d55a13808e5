import { SUBJECTS } from '../subjects';
import { route, type RouteDef } from '../route';
import { auditLogQuery } from '../audit/audit-entry';
import { admin } from './orders/shared';
import { basketRoutes } from './orders/basket.routes';
import { discountRoutes } from './orders/discount.routes';
import { shippingRoutes } from './orders/shipping.routes';
import { shippingPriceRoutes } from './orders/shipping-prices.routes';
import { orderRoutes } from './orders/order.routes';

/** The orders service's rows: one file per aggregate under `routes/orders/`, gathered here. */
export const ordersRoutes = [
  ...basketRoutes,
  ...discountRoutes,
  ...shippingRoutes,
  ...shippingPriceRoutes,
  ...orderRoutes,
  route({
    ...admin,
    method: 'GET',
    path: '/orders/audit-log',
    subject: SUBJECTS.orders.audit.list,
    summary: "What administrators changed in the orders service's data, newest first",
    query: auditLogQuery,
  }),
] as const satisfies readonly RouteDef[];
