import { PRODUCT_PAGE_SIBLINGS, type Inventory, type Page, type Product } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { orNotFound } from '../../../catalog/api/not-found';

/** GET /products/inventory/name/{name}: the inventory a product page shows; null when there is none. */
export async function getInventoryByName(name: string, signal: AbortSignal): Promise<Inventory | null> {
  const url = `/products/inventory/name/${encodeURIComponent(name)}`;
  return (await orNotFound(http.get<Inventory>(url, { signal })))?.data ?? null;
}

/** GET /products/find-one/{id}: the product (description, related products). */
export async function getProduct(id: string, signal: AbortSignal): Promise<Product> {
  const { data } = await http.get<Product>(`/products/find-one/${id}`, { signal });
  return data;
}

/** Every live inventory of a product (its colours and designs), by name: asked as the edge view keeps it. */
export async function getSiblings(productId: string, signal: AbortSignal): Promise<Inventory[]> {
  const { data } = await http.get<Page<Inventory>>('/products/inventory', {
    params: { productId, ...PRODUCT_PAGE_SIBLINGS },
    signal,
  });
  return data.items;
}

export type RelatedKind = 'similar' | 'set';

const RELATED_PATHS: Record<RelatedKind, string> = {
  similar: '/products/similarProducts',
  set: '/products/setProducts',
};

/** Products an admin marked as similar to this one, or as bought together with it. */
export async function getRelated(key: string, signal: AbortSignal): Promise<Product[]> {
  const [kind, productId] = key.split(':') as [RelatedKind, string];
  const { data } = await http.get<Product[]>(`${RELATED_PATHS[kind]}/${productId}`, { signal });
  return data;
}
