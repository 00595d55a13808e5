import { ApiClient, freshPhone, type Stack } from '@ela/stack';
import type { Inventory } from '@ela/contracts';
import { makeCategory, makeInventory, makeProduct, tag } from '../../catalog/test/catalog-fixtures';

export { tag };

/** A new customer of this stack, with the id their token carries. */
export async function customerWithId(stack: Stack): Promise<{ api: ApiClient; id: string; token: string }> {
  const api = new ApiClient(stack.urls.api);
  const session = await api.login('user', freshPhone(), stack.config.smsOutboxFile);
  return { api: api.as(session.access_token), id: session.user._id, token: session.access_token };
}

/**
 * A product sold by the half meter with inventories as the test names them, made by the admin API;
 * `ids` holds each one's id under its name.
 */
export async function halfMeterFabric<K extends string>(
  admin: ApiClient,
  t: string,
  inventories: Record<K, { price: number; salePrice?: number; stock: number }>,
): Promise<{ productId: string; byName: Record<string, Inventory>; ids: Record<K, string> }> {
  const categoryId = (await makeCategory(admin, `پارچه ${t}`)).id;
  const productId = (await makeProduct(admin, { name: `کتان ${t}`, categoryId, unitType: 'half_meter' })).id;
  const byName: Record<string, Inventory> = {};
  const ids = {} as Record<K, string>;
  for (const [name, spec] of Object.entries(inventories) as [K, (typeof inventories)[K]][]) {
    byName[name] = await makeInventory(admin, { productId, name: `${name} ${t}`, ...spec });
    ids[name] = byName[name].id;
  }
  return { productId, byName, ids };
}
