import type { OrderStatus } from '@ela/contracts';
import { ORDER_STATUS_NAMES } from '../order-statuses';

/** The status as a small badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`order-status order-status--${status}`}>{ORDER_STATUS_NAMES[status]}</span>;
}
