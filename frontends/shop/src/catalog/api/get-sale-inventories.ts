import type { Inventory, Page } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** GET /products/inventory/onSale: items on sale, biggest discount first. */
export async function getSaleInventories(
  query: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<Page<Inventory>> {
  const { data } = await http.get<Page<Inventory>>('/products/inventory/onSale', { params: query, signal });
  return data;
}
