import type { CreateDiscountBody, Discount, Page, UpdateDiscountBody, User } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';

/** GET /discount/all: one page, optionally only the codes in one state now. */
export async function getDiscounts(query: Record<string, string | number>, signal?: AbortSignal) {
  const { data } = await http.get<Page<Discount>>('/discount/all', { ...FRESH, params: query, signal });
  return data;
}

export async function getDiscount(id: string, signal?: AbortSignal): Promise<Discount> {
  const { data } = await http.get<Discount>(`/discount/${id}`, { ...FRESH, signal });
  return data;
}

export async function createDiscount(body: CreateDiscountBody): Promise<Discount> {
  const { data } = await http.post<Discount>('/discount', body);
  return data;
}

export async function updateDiscount(id: string, body: UpdateDiscountBody): Promise<Discount> {
  const { data } = await http.patch<Discount>(`/discount/${id}`, body);
  return data;
}

/** DELETE /discount/{id}: withdraws the code; orders that used it keep their price. */
export async function deleteDiscount(id: string): Promise<void> {
  await http.delete(`/discount/${id}`);
}

/** GET /Users/search-users/{term}: up to 20 customers whose phone or name matches. */
export async function searchCustomers(term: string, signal?: AbortSignal): Promise<User[]> {
  const { data } = await http.get<User[]>(`/Users/search-users/${encodeURIComponent(term)}`, {
    ...FRESH,
    signal,
  });
  return data;
}
