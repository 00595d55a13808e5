import { HOME_PAGE_READS, type Inventory, type Page, type Product } from '@ela/contracts';
import { http } from '@ela/web-kit';

export { getMainCategories } from '../../../catalog/api/get-main-categories';

/** The biggest discounts of the moment (the page the shell's server already asked the browser to read). */
export async function getSaleRow(_key: string, signal: AbortSignal): Promise<Page<Inventory>> {
  const { data } = await http.get<Page<Inventory>>(HOME_PAGE_READS.sale, { signal });
  return data;
}

/** The newest products. */
export async function getNewestRow(_key: string, signal: AbortSignal): Promise<Page<Product>> {
  const { data } = await http.get<Page<Product>>(HOME_PAGE_READS.newest, { signal });
  return data;
}
