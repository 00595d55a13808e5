import type { Order } from '@ela/contracts';
import { isPayable } from '../../payments/payable';

/**
 * Where the order of a payment that did not pay it stands, which decides the next step offered:
 * pay again (`payable`), put its goods back in the basket (`cancelled`), see it (`paid`: another
 * payment paid it), or wait for it to close (`closed`: placed, its window over).
 */
export type OrderStanding = 'payable' | 'cancelled' | 'paid' | 'closed';

export function standingOf(order: Pick<Order, 'status' | 'expiresAt'>, now = Date.now()): OrderStanding {
  if (isPayable(order, now)) return 'payable';
  if (order.status === 'cancelled') return 'cancelled';
  return order.status === 'placed' ? 'closed' : 'paid';
}
