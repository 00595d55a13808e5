import type { PlaceOrderBody, PlacedOrder } from '@ela/contracts';
import { http, idempotencyHeaders } from '@ela/web-kit';

/**
 * POST /order: the caller's basket becomes an order, priced on the server; answers where to pay.
 * The same `idempotencyKey` on a retry answers the order already placed rather than a second one.
 */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey?: string): Promise<PlacedOrder> {
  const { data } = await http.post<PlacedOrder>('/order', body, {
    headers: idempotencyHeaders(idempotencyKey),
  });
  return data;
}
