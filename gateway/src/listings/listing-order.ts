import { compareNames, type ListedProductRow, type ProductSort } from '@ela/contracts';

/** A product as the gateway's copy of the listings holds it: its columns, its answer as UTF-8 JSON and its slot. */
export type Listed = Omit<ListedProductRow, 'body'> & { json: Buffer; slot: number };

type Compare = (a: Listed, b: Listed) => number;

const numbers = (x: number, y: number) => (x < y ? -1 : x > y ? 1 : 0);
// PostgreSQL compares uuids byte by byte: the order of their lower-case hex text.
const ids = (a: Listed, b: Listed) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Each sort's order, as the catalog's SQL gives it (`product-listing-sql.ts`): its key, then the
 * id the same way. A missing price sorts last both ways.
 */
export const ORDERS: Record<ProductSort, Compare> = {
  newest: (a, b) => numbers(b.createdAt, a.createdAt) || ids(b, a),
  oldest: (a, b) => numbers(a.createdAt, b.createdAt) || ids(a, b),
  name: (a, b) => compareNames(a.name, b.name) || ids(a, b),
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
