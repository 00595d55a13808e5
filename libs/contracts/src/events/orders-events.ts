import { z } from 'zod';
import { ORDER_STATUSES } from '../enums';
import { idSchema } from '../common.schemas';
import { defineEvent } from './event';

const order = { id: idSchema, customerId: idSchema };

/**
 * An order's life as other services hear it. The catalog releases stock on `cancelled` and
 * `expired` and commits it on `paid`; consumers re-declare nothing beyond these fields.
 */
export const ORDERS_EVENTS = {
  placed: defineEvent('orders.order.placed.v1', z.object({ ...order, total: z.number().int() })),
  paid: defineEvent('orders.order.paid.v1', z.object(order)),
  cancelled: defineEvent('orders.order.cancelled.v1', z.object(order)),
  /** An unpaid order whose payment window ended; its status becomes `cancelled`. */
  expired: defineEvent('orders.order.expired.v1', z.object(order)),
  /**
   * A payment succeeded for an order that could not take it (cancelled, its window ended, or the
   * amount was not the order's): payments sends the money back.
   */
  paymentRefused: defineEvent(
    'orders.order.payment-refused.v1',
    z.object({ ...order, paymentId: idSchema, reason: z.enum(['closed', 'amount']) }),
  ),
  statusChanged: defineEvent(
    'orders.order.status-changed.v1',
    z.object({ ...order, from: z.enum(ORDER_STATUSES), to: z.enum(ORDER_STATUSES) }),
  ),
} as const;
