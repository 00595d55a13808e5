import { z } from 'zod';
import { ORDER_STATUSES } from '../enums';
import { idSchema } from '../common.schemas';
import { defineEvent } from './event';

const order = { id: idSchema, customerId: idSchema };

/** A line as sold, for those who count sales (analytics); money in whole Rials. */
const soldLine = z.object({
  inventoryId: idSchema,
  productId: idSchema,
  categoryId: idSchema.nullable(),
  quantity: z.number().int().positive(),
  lineTotal: z.number().int().min(0),
});

/**
 * An order's life as other services hear it. The catalog releases stock on `cancelled` and
 * `expired` and commits it on `paid`; consumers re-declare nothing beyond these fields.
 */
export const ORDERS_EVENTS = {
  placed: defineEvent('orders.order.placed.v1', z.object({ ...order, total: z.number().int() })),
  /**
   * `total` and `lines` came later, as optional fields: events written before them still read,
   * and consumers that need only the ids ignore them. A changed or removed field is a new version.
   */
  paid: defineEvent(
    'orders.order.paid.v1',
    z.object({ ...order, total: z.number().int().optional(), lines: z.array(soldLine).optional() }),
  ),
  cancelled: defineEvent('orders.order.cancelled.v1', z.object(order)),
  /** An unpaid order whose payment window ended; its status becomes `cancelled`. */
  expired: defineEvent('orders.order.expired.v1', z.object(order)),
  statusChanged: defineEvent(
    'orders.order.status-changed.v1',
    z.object({ ...order, from: z.enum(ORDER_STATUSES), to: z.enum(ORDER_STATUSES) }),
  ),
} as const;
