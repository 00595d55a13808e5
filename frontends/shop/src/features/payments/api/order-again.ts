import type { Order } from '@ela/contracts';
import { http, saveBasket } from '@ela/web-kit';

/** Puts a cancelled order's lines back into the caller's basket (merged with what is there). */
export async function orderAgain(orderId: string): Promise<void> {
  const { data: order } = await http.get<Order>(`/order/one/${encodeURIComponent(orderId)}`);
  await saveBasket(
    order.lines.map((l) => ({ inventoryId: l.inventoryId, quantity: l.quantity })),
    'merge',
  );
}
