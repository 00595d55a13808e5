import type { Order } from '@ela/contracts';

/**
 * Whether a new payment may be started for the order, as orders decides it: still placed and its
 * window not over. A failed or cancelled attempt leaves the order payable until then.
 */
export function isPayable(order: Pick<Order, 'status' | 'expiresAt'>, now = Date.now()): boolean {
  return order.status === 'placed' && (order.expiresAt === null || Date.parse(order.expiresAt) > now);
}
