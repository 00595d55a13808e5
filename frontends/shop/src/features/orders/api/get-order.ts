import type { Order, OrderAddress } from '@ela/contracts';
import { http } from '@ela/web-kit';

export interface OrderView {
  order: Order;
  /** Where it goes, as the address stood when the order was placed. */
  address: OrderAddress | null;
}

/** GET /order/one/{id} (someone else's is a 404); the order carries its own copy of the address. */
export async function getOrder(id: string, signal: AbortSignal): Promise<OrderView> {
  const { data: order } = await http.get<Order>(`/order/one/${encodeURIComponent(id)}`, { signal });
  return { order, address: order.shipTo };
}
