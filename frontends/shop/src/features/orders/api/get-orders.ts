import type { Order } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { isFinished } from '../order-statuses';

export interface OrderPage {
  items: Order[];
  total: number;
  page: number;
  limit: number;
}

export const ORDERS_PER_PAGE = 10;

/** GET /order/all: the caller's orders, newest first; `key` is the page number. */
export async function getOrders(key: string, signal: AbortSignal): Promise<OrderPage> {
  const { data } = await http.get<OrderPage>('/order/all', {
    params: { page: Number(key), limit: ORDERS_PER_PAGE, sort: 'newest' },
    signal,
  });
  return data;
}

/**
 * The caller's newest orders that are still on their way. The listing filters by one status only,
 * so the newest hundred are read and the finished ones left out here.
 */
export async function getOpenOrders(_key: string, signal: AbortSignal): Promise<Order[]> {
  const { data } = await http.get<OrderPage>('/order/all', {
    params: { page: 1, limit: 100, sort: 'newest' },
    signal,
  });
  return data.items.filter((order) => !isFinished(order.status));
}
