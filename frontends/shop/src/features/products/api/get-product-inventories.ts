import type { Inventory, Page } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { orNotFound } from '../../../catalog/api/not-found';

/**
 * The inventory a product's card opens: the cheapest one in stock, else the cheapest.
 * Null when the product is unknown or has nothing to sell.
 */
export async function getProductEntry(productId: string, signal: AbortSignal): Promise<Inventory | null> {
  const page = await orNotFound(
    http.get<Page<Inventory>>('/products/inventory', {
      params: { productId, sort: 'price_asc', limit: 50 },
      signal,
    }),
  );
  const items = page?.data.items ?? [];
  return items.find((inventory) => inventory.stock > 0) ?? items[0] ?? null;
}
