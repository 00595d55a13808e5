import type { Category, Inventory, Page, Product } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { getProducts } from '../../../catalog/api/get-products';
import { getSaleInventories } from '../../../catalog/api/get-sale-inventories';

export const HOME_ROW_SIZE = 10;

/** GET /categories/all-main-categories: the top-level categories, in order. */
export async function getMainCategories(_key: string, signal: AbortSignal): Promise<Category[]> {
  const { data } = await http.get<Category[]>('/categories/all-main-categories', { signal });
  return data;
}

/** The biggest discounts of the moment. */
export async function getSaleRow(_key: string, signal: AbortSignal): Promise<Page<Inventory>> {
  return getSaleInventories({ page: 1, limit: HOME_ROW_SIZE }, signal);
}

/** The newest products. */
export async function getNewestRow(_key: string, signal: AbortSignal): Promise<Page<Product>> {
  return getProducts({ sort: 'newest', limit: HOME_ROW_SIZE }, signal);
}
