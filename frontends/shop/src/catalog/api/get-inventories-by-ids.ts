import type { Inventory } from '@ela/contracts';
import { http } from '@ela/web-kit';

/** The public read of several inventories at once (at most 100 ids, as many as a basket has lines). */
export const INVENTORIES_BY_IDS_PATH = '/products/inventory/ids';

/**
 * GET /products/inventory/ids: the ones of these inventories still sold, in the order asked, with
 * their price and stock now; a deleted one (or one of a deleted product) is left out of the answer.
 */
export async function getInventoriesByIds(ids: string[], signal?: AbortSignal): Promise<Inventory[]> {
  const { data } = await http.get<Inventory[]>(INVENTORIES_BY_IDS_PATH, {
    params: { ids: ids.join(',') },
    signal,
  });
  return data;
}
