import type { ChangeOrderStatusBody, Order, Page } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';

/** GET /order/all-by-admin: one page, by status, period (from/to instants) and sort. */
export async function getOrders(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<Order>>('/order/all-by-admin', { ...FRESH, params: query, signal });
  return data;
}

/** GET /order/user-search: the orders of customers whose phone or name matches `term`, filtered as above. */
export async function searchOrders(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<Order>>('/order/user-search', { ...FRESH, params: query, signal });
  return data;
}

export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const { data } = await http.get<Order>('/order/one-by-admin', { ...FRESH, params: { id }, signal });
  return data;
}

/** PATCH /order/{id}: a move the transition table allows; anything else is the server's Persian 409. */
export async function changeOrderStatus(id: string, body: ChangeOrderStatusBody): Promise<Order> {
  const { data } = await http.patch<Order>(`/order/${id}`, body);
  return data;
}
