import { PRODUCT_SORTS, UNIT_TYPES, type ProductSort } from '@ela/contracts';
import type { ListingCatalog } from './listing-catalog';

/** A small seeded generator, so every run sends the same mix. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The storefront's page size (frontends/shop/src/catalog/api/get-products.ts). */
const LIMIT = 20;

/**
 * `count` distinct product listings as the storefront asks for them (`GET /products/get-all`):
 * any sort; mostly a category (the whole tree, a main category or one below it); price ranges
 * in whole Toman; a unit type, in stock only, a colour now and then; a first page, a page
 * continued by cursor (a page's `nextCursor` from anywhere in that sort), or a page by number. No two are the same address, so
 * none is answered by the gateway's edge cache.
 */
export function listingPaths(
  catalog: ListingCatalog,
  cursors: Record<ProductSort, string[]>,
  count: number,
  seed = 1,
): string[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const toman = (max: number) => Math.round((next() * max) / 10_000) * 10_000;
  const paths = new Set<string>();
  while (paths.size < count) {
    const sort = pick(PRODUCT_SORTS);
    const query: Record<string, string> = { sort, limit: String(LIMIT) };
    const place = next();
    if (place < 0.15) query.categoryId = catalog.root;
    else if (place < 0.45) query.categoryId = pick(catalog.mains);
    else if (place < 0.75) query.categoryId = pick(catalog.leaves);
    const price = next();
    const min = toman(5_000_000);
    if (price < 0.4) query.minPrice = String(min);
    if (price >= 0.2 && price < 0.6)
      query.maxPrice = String((price < 0.4 ? min : 0) + 200_000 + toman(4_000_000));
    if (next() < 0.2) query.unitType = pick(UNIT_TYPES);
    if (next() < 0.25) query.inStock = 'true';
    if (next() < 0.15) query.colorId = pick(catalog.colours);
    const paging = next();
    if (paging >= 0.6 && paging < 0.9) query.cursor = pick(cursors[sort]);
    else if (paging >= 0.9) query.page = String(2 + Math.floor(next() * 4));
    paths.add(`/products/get-all?${new URLSearchParams(query)}`);
  }
  return [...paths];
}
