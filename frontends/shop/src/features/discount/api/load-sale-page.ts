import type { Inventory } from '@ela/contracts';
import { getSaleInventories } from '../../../catalog/api/get-sale-inventories';
import { numberedChunk } from '../../../catalog/api/page-numbers';
import type { PageChunk } from '../../../catalog/hooks/use-paged-list';

export const SALE_PAGE_SIZE = 20;

/** `usePagedList` loader for the items on sale, biggest discount first. */
export async function loadSalePage(
  _key: string,
  page: number | null,
  signal: AbortSignal,
): Promise<PageChunk<Inventory, number>> {
  return numberedChunk(await getSaleInventories({ page: page ?? 1, limit: SALE_PAGE_SIZE }, signal));
}
