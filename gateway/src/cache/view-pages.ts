import type { EdgeViewCut, Inventory, Page } from '@ela/contracts';

type Order = (a: Inventory, b: Inventory) => number;

const byId = (a: Inventory, b: Inventory) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const paid = (i: Inventory) => i.salePrice ?? i.price;

/**
 * The catalog's orders of `GET /products/inventory` (services/catalog/src/inventories/
 * inventory-listing.ts), for the sorts a view's list may be put in again: the list is kept in
 * name order already, as the catalog's `name` sort has it (PostgreSQL's collation, then id); a
 * price is `COALESCE(sale_price, price)`, ties by id (uuids compare as their lowercase text).
 * `services/catalog/test/edge-views.int.ts` checks the pages cut here against the catalog's own.
 */
const ORDERS: Record<string, Order | null> = {
  name: null,
  price_asc: (a, b) => paid(a) - paid(b) || byId(a, b),
  price_desc: (a, b) => paid(b) - paid(a) || byId(b, a),
};

/**
 * The page `cut` asks for, from a view's list kept as `JSON` text, as the catalog would answer it;
 * null when the view does not hold the whole list (or the sort is not one known here): the
 * catalog answers then.
 */
export function pageFromView(json: string | null, cut: EdgeViewCut): string | null {
  const order = ORDERS[cut.sort];
  if (!json || order === undefined) return null;
  const kept = parsed(json);
  if (!kept || kept.items.length < kept.total) return null;
  const items = order ? [...kept.items].sort(order) : kept.items;
  const from = (cut.page - 1) * cut.limit;
  const page: Page<Inventory> = {
    items: items.slice(from, from + cut.limit),
    total: kept.total,
    page: cut.page,
    limit: cut.limit,
  };
  return JSON.stringify(page);
}

/** A view that does not read as a page is left to the catalog, as a missing one is. */
function parsed(json: string): Page<Inventory> | null {
  try {
    const page = JSON.parse(json) as Page<Inventory>;
    return Array.isArray(page?.items) && typeof page.total === 'number' ? page : null;
  } catch {
    return null;
  }
}
