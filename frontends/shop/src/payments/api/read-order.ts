import type { Order } from '@ela/contracts';
import { http } from '@ela/web-kit';

/**
 * GET /order/one/{id}, quietly: pages that read an order only to offer the next step (pay again,
 * the basket again) say nothing when it cannot be read, and offer nothing.
 */
export async function readOrder(id: string, signal: AbortSignal): Promise<Order> {
  const { data } = await http.get<Order>(`/order/one/${encodeURIComponent(id)}`, { signal, quiet: true });
  return data;
}
