import type { ListedProductRow, ProductSort } from '@ela/contracts';

/** A product as the gateway's copy of the listings holds it: its columns, its answer as UTF-8 JSON and its slot. */
export type Listed = Omit<ListedProductRow, 'body'> & { json: Buffer; slot: number };

type Compare = (a: Listed, b: Listed) => number;

const numbers = (x: number, y: number) => (x < y ? -1 : x > y ? 1 : 0);
// PostgreSQL compares uuids byte by byte: the order of their lower-case hex text.
const ids = (a: Listed, b: Listed) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Strings in code point order, as a database with the C or C.UTF-8 collation sorts them. JavaScript
 * compares UTF-16 units, which puts characters past U+DFFF before those written as surrogate pairs.
 */
export function codepointOrder(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const lift = (u: number) => (u >= 0xe000 ? u - 0x800 : u >= 0xd800 ? u + 0x2000 : u);
    return lift(x) - lift(y);
  }
  return a.length - b.length;
}

/**
 * Each sort's order, as the catalog's SQL gives it (`product-listing-sql.ts`): its key, then the
 * id the same way. A missing price sorts last both ways.
 */
export const ORDERS: Record<ProductSort, Compare> = {
  newest: (a, b) => numbers(b.createdAt, a.createdAt) || ids(b, a),
  oldest: (a, b) => numbers(a.createdAt, b.createdAt) || ids(a, b),
  name: (a, b) => codepointOrder(a.name, b.name) || ids(a, b),
  price_asc: (a, b) => numbers(a.minPrice ?? Infinity, b.minPrice ?? Infinity) || ids(a, b),
  price_desc: (a, b) => numbers(b.minPrice ?? -1, a.minPrice ?? -1) || ids(b, a),
};

/** The first of `n` positions where `test` holds, for a test that holds from some position on. */
export function firstWhere(n: number, test: (position: number) => boolean): number {
  let low = 0;
  let high = n;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (test(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
