import type { Page, Product, ProductSort, UnitType } from '@ela/contracts';
import { http } from '@ela/web-kit';
import type { PageChunk } from '../hooks/use-paged-list';

export interface ProductFilter {
  sort: ProductSort;
  unitType?: UnitType;
  categoryId?: string;
  /** Whole Rials per unit step. */
  minPrice?: number;
  maxPrice?: number;
  colorId?: string;
  designId?: string;
  inStock?: 'true';
}

export const PRODUCT_PAGE_SIZE = 20;

/** GET /products/get-all: one page of products; `cursor` continues after the previous page. */
export async function getProducts(
  query: ProductFilter & { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<Page<Product>> {
  const { data } = await http.get<Page<Product>>('/products/get-all', { params: query, signal });
  return data;
}

/** The key of a product listing for `usePagedList`: its filter, as JSON (unset parts left out). */
export function productListKey(filter: ProductFilter): string {
  return JSON.stringify(filter, (_key, value: unknown) => (value === undefined ? undefined : value));
}

/** `usePagedList` loader for products, paging by cursor (constant time however deep). */
export async function loadProductPage(
  key: string,
  cursor: string | null,
  signal: AbortSignal,
): Promise<PageChunk<Product, string>> {
  const filter = JSON.parse(key) as ProductFilter;
  const page = await getProducts(
    { ...filter, limit: PRODUCT_PAGE_SIZE, cursor: cursor ?? undefined },
    signal,
  );
  return { items: page.items, total: page.total, next: page.nextCursor ?? null };
}
