import type { Inventory, PricedBasket } from '@ela/contracts';
import { fetchBasket, http, rememberBasket, whenBasketSynced } from '@ela/web-kit';

/** The basket priced now, with the catalog's pictures, colours and designs of its inventories. */
export interface BasketView {
  basket: PricedBasket;
  inventories: Record<string, Inventory>;
}

/** Pictures and colour names; the basket still shows (with placeholders) when they cannot be read. */
async function inventoriesOf(ids: string[], signal: AbortSignal): Promise<Record<string, Inventory>> {
  if (ids.length === 0) return {};
  try {
    const { data } = await http.get<Inventory[]>('/products/inventory/ids', {
      params: { ids: ids.join(',') },
      signal,
      quiet: true,
    });
    return Object.fromEntries(data.map((inventory) => [inventory.id, inventory]));
  } catch {
    return {};
  }
}

/** Waits for a merge a login just started, so the page never shows the basket without it. */
export async function loadBasket(_key: string, signal: AbortSignal): Promise<BasketView> {
  await whenBasketSynced();
  const basket = await fetchBasket({ signal });
  rememberBasket(basket);
  return {
    basket,
    inventories: await inventoriesOf(
      basket.lines.map((line) => line.inventoryId),
      signal,
    ),
  };
}
