import type { Inventory } from '@ela/contracts';
import { getInventoriesByIds } from '../../../catalog/api/get-inventories-by-ids';
import { isEntityId } from '../../../catalog/ids';

/**
 * The inventories of a visitor's lines (the key: their ids, comma separated), by id; one the
 * catalog no longer has is missing, so its line is priced as deleted. An id that is no UUID (the
 * browser's storage edited by hand) is not asked for at all, since it would fail the whole read.
 */
export async function loadGuestInventories(
  key: string,
  signal: AbortSignal,
): Promise<Map<string, Inventory>> {
  const ids = key.split(',').filter(isEntityId);
  if (ids.length === 0) return new Map();
  const inventories = await getInventoriesByIds(ids, signal);
  return new Map(inventories.map((inventory) => [inventory.id, inventory]));
}
