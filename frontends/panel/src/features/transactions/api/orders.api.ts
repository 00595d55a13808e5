import type { ChangeOrderStatusBody, Order, Page } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';

/** GET /order/all-by-admin: one page, by status, period (from/to instants) and sort. */
export async function getOrders(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<Order>>('/order/all-by-admin', { ...FRESH, params: query, signal });
  return data;
}

/** GET /order/user-search: the order numbered `term`, and the orders of customers whose phone or name matches it, filtered as above. */
export async function searchOrders(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<Order>>('/order/user-search', { ...FRESH, params: query, signal });
  return data;
}

/**
 * GET /order/all-by-admin?ids=: the numbers of the orders a page of payments names by id. Quiet:
 * when it fails the ids stand in, which is no reason for a toast.
 */
export async function getOrderNumbers(ids: string[], signal?: AbortSignal): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const { data } = await http.get<Page<Order>>('/order/all-by-admin', {
    ...FRESH,
    params: { ids: ids.join(','), page: 1, limit: 100 },
    signal,
    quiet: true,
  });
  return new Map(data.items.map((o) => [o.id, o.number]));
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
