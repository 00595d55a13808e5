import type { PlaceOrderBody, PlacedOrder } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** POST /order: the caller's basket becomes an order, priced on the server; answers where to pay. */
export async function placeOrder(body: PlaceOrderBody): Promise<PlacedOrder> {
  const { data } = await http.post<PlacedOrder>('/order', body);
  return data;
}
