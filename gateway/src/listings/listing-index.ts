import {
  PRODUCT_SORTS,
  UNIT_TYPES,
  decodeCursor,
  encodeCursor,
  type ListProductsQuery,
  type ListedProductRow,
  type ListingChanges,
  type ProductSort,
} from '@ela/contracts';
import { ORDERS, firstWhere, type Listed } from './listing-order';
import { ListingColumns } from './listing-columns';
import { SlotMarks } from './slot-marks';

type Filter = (slot: number) => boolean;

/** Rows a read of changes puts in place one by one; more, and every order is sorted again. */
const RESORT_AFTER = 200;

/**
 * A copy of the catalog's product listings in memory that answers `GET /products/get-all` as the
 * catalog's SQL would, the same JSON. Each product has a slot: its filter columns are kept by slot
 * (`ListingColumns`, `SlotMarks`), and each sort's order is a list of slots. Anything it cannot
 * answer exactly (a text filter, a category that is not live, a cursor of a product it does not
 * hold, names in a collation it cannot reproduce) is null, for the catalog to answer.
 */
export class ListingIndex {
  private readonly rows = new Map<string, Listed>();
  private readonly bySlot: (Listed | undefined)[] = [];
  private readonly columns = new ListingColumns();
  private readonly colours = new SlotMarks();
  private readonly designs = new SlotMarks();
  private readonly sorted = Object.fromEntries(PRODUCT_SORTS.map((sort) => [sort, [] as number[]])) as Record<
    ProductSort,
    number[]
  >;
  private readonly freeSlots: number[] = [];
  private readonly categoryNumbers = new Map<string, number>();
  private children = new Map<string, string[]>();
  private live = new Set<string>();
  /** Totals by filter, until the next change: pages of one listing share theirs. */
  private readonly totals = new Map<string, number>();

  constructor(private readonly codepointNames: boolean) {}

  /** Every row at once: sorted once rather than put in place one by one. */
  static of(first: Pick<ListingChanges, 'codepointNames' | 'categories'>, rows: ListedProductRow[]) {
    const index = new ListingIndex(first.codepointNames);
    index.apply({ gone: [], rows, categories: first.categories });
    return index;
  }

  get size(): number {
    return this.rows.size;
  }

  /**
   * A read of changes: removals, then rows written. A few are put in place in each order; past
   * that, sorting everything again costs less than moving each list's tail once a row.
   */
  apply({ gone, rows, categories }: Pick<ListingChanges, 'gone' | 'rows' | 'categories'>): void {
    this.totals.clear();
    const inPlace = rows.length <= RESORT_AFTER;
    for (const id of gone) {
      const slot = this.remove(id, true);
      if (slot !== undefined) this.freeSlots.push(slot);
    }
    for (const row of rows) this.put(row, inPlace);
    if (!inPlace)
      for (const sort of PRODUCT_SORTS) {
        const order = ORDERS[sort];
        this.sorted[sort] = [...this.rows.values()].sort(order).map((row) => row.slot);
      }
    this.live = new Set(categories.map((c) => c.id));
    this.children = new Map();
    for (const { id, parentId } of categories) {
      if (parentId === null) continue;
      const siblings = this.children.get(parentId);
      if (siblings) siblings.push(id);
      else this.children.set(parentId, [id]);
    }
  }

  private put(row: ListedProductRow, inPlace: boolean): void {
    const { body, ...columns } = row;
    const slot = this.remove(row.id, inPlace) ?? this.freeSlots.pop() ?? this.bySlot.length;
    const next: Listed = { ...columns, json: JSON.stringify(body), slot };
    this.rows.set(row.id, next);
    this.bySlot[slot] = next;
    this.columns.set(slot, row, this.categoryNumber(row.categoryId));
    this.colours.mark(slot, row.colorIds);
    this.designs.mark(slot, row.designIds);
    if (inPlace)
      for (const sort of PRODUCT_SORTS) this.sorted[sort].splice(this.positionOf(sort, next), 0, slot);
  }

  /** Takes the row out; its slot, for the row that replaces it or to free. */
  private remove(id: string, inPlace: boolean): number | undefined {
    const old = this.rows.get(id);
    if (!old) return undefined;
    if (inPlace) for (const sort of PRODUCT_SORTS) this.sorted[sort].splice(this.positionOf(sort, old), 1);
    this.rows.delete(id);
    this.bySlot[old.slot] = undefined;
    this.columns.clear(old.slot);
    this.colours.unmark(old.slot, old.colorIds);
    this.designs.unmark(old.slot, old.designIds);
    return old.slot;
  }

  /** Where `row` is, or would go, in the sort's order. */
  private positionOf(sort: ProductSort, row: Listed): number {
    const list = this.sorted[sort];
    const order = ORDERS[sort];
    return firstWhere(list.length, (i) => order(this.bySlot[list[i]]!, row) >= 0);
  }

  private categoryNumber(id: string): number {
    let n = this.categoryNumbers.get(id);
    if (n === undefined) this.categoryNumbers.set(id, (n = this.categoryNumbers.size));
    return n;
  }

  /** The listing's answer as JSON text, or null when the catalog has to answer it. */
  answer(query: ListProductsQuery): string | null {
    const { sort, limit, page } = query;
    if (query.q !== undefined || (sort === 'name' && !this.codepointNames)) return null;
    // PostgreSQL reads a uuid in either case; the copy holds them as it writes them, in lower case.
    const categories = query.categoryId === undefined ? null : this.subtree(query.categoryId.toLowerCase());
    if (categories === undefined) return null;
    const list = this.sorted[sort];
    let [start, end] = this.priceStretch(query);
    let skip = (page - 1) * limit;
    if (query.cursor !== undefined) {
      const cursor = decodeCursor(query.cursor);
      const at = cursor && cursor.sort === sort ? this.rows.get(cursor.id) : undefined;
      if (!at) return null;
      start = Math.max(start, this.positionOf(sort, at) + 1);
      skip = 0;
    }
    const keep = this.filterOf(query, categories);
    const items: string[] = [];
    let last = '';
    for (let i = start; i < end && items.length < limit; i++) {
      if (!keep(list[i])) continue;
      if (skip > 0) skip--;
      else {
        const row = this.bySlot[list[i]]!;
        items.push(row.json);
        last = row.id;
      }
    }
    const nextCursor = items.length === limit ? JSON.stringify(encodeCursor({ sort, id: last })) : 'null';
    const total = this.total(query, keep);
    return `{"items":[${items.join(',')}],"total":${total},"page":${page},"limit":${limit},"nextCursor":${nextCursor}}`;
  }

  /**
   * The stretch of the sort's order a price range can be in: all of it, but in a price order only
   * the part between the bounds (a product without a price, last, is in no range).
   */
  private priceStretch({ sort, minPrice, maxPrice }: ListProductsQuery): [number, number] {
    const list = this.sorted[sort];
    const noRange = minPrice === undefined && maxPrice === undefined;
    if ((sort !== 'price_asc' && sort !== 'price_desc') || noRange) return [0, list.length];
    const price = this.columns.price;
    // Positions past the stretch's start hold, and then past its end (NaN is past every bound).
    const [from, to] =
      sort === 'price_asc'
        ? [(p: number) => !(p < (minPrice ?? -Infinity)), (p: number) => !(p <= (maxPrice ?? Infinity))]
        : [(p: number) => !(p > (maxPrice ?? Infinity)), (p: number) => !(p >= (minPrice ?? -Infinity))];
    return [
      firstWhere(list.length, (i) => from(price[list[i]])),
      firstWhere(list.length, (i) => to(price[list[i]])),
    ];
  }

  private total(query: ListProductsQuery, keep: Filter): number {
    const { categoryId, unitType, minPrice, maxPrice, colorId, designId, inStock } = query;
    const key = JSON.stringify([categoryId, unitType, minPrice, maxPrice, colorId, designId, inStock]);
    let total = this.totals.get(key);
    if (total !== undefined) return total;
    total = 0;
    if (minPrice === undefined && maxPrice === undefined) {
      // Every slot in turn: the columns are read front to back.
      const used = this.columns.used;
      for (let slot = 0; slot < this.bySlot.length; slot++) if (used[slot] === 1 && keep(slot)) total++;
    } else {
      // Along the price order, where the range is one stretch of it.
      const list = this.sorted.price_asc;
      const [start, end] = this.priceStretch({ ...query, sort: 'price_asc' });
      for (let i = start; i < end; i++) if (keep(list[i])) total++;
    }
    this.totals.set(key, total);
    return total;
  }

  /** The query's filters, as the catalog's SQL applies them (`FILTERS` in `product-listing-sql.ts`). */
  private filterOf(query: ListProductsQuery, categories: Set<string> | null): Filter {
    const { category, unit, price, inStock } = this.columns;
    let inCategory: Uint8Array | null = null;
    if (categories) {
      inCategory = new Uint8Array(this.categoryNumbers.size);
      for (const id of categories) {
        const n = this.categoryNumbers.get(id);
        if (n !== undefined) inCategory[n] = 1;
      }
    }
    const unitType = query.unitType === undefined ? -1 : UNIT_TYPES.indexOf(query.unitType);
    // A bound not given holds for every price, but not for a missing one when any is given.
    const min = query.minPrice ?? (query.maxPrice === undefined ? null : -Infinity);
    const max = query.maxPrice ?? Infinity;
    const colour = query.colorId === undefined ? null : this.colours.of(query.colorId.toLowerCase());
    const design = query.designId === undefined ? null : this.designs.of(query.designId.toLowerCase());
    const stock = query.inStock === undefined ? -1 : query.inStock === 'true' ? 1 : 0;
    return (slot) =>
      (inCategory === null || inCategory[category[slot]] === 1) &&
      (unitType < 0 || unit[slot] === unitType) &&
      (min === null || (price[slot] >= min && price[slot] <= max)) &&
      (colour === null || colour[slot] === 1) &&
      (design === null || design[slot] === 1) &&
      (stock < 0 || inStock[slot] === stock);
  }

  /** The live category and every live one below it; undefined when it is not live. */
  private subtree(id: string): Set<string> | undefined {
    if (!this.live.has(id)) return undefined;
    const found = new Set([id]);
    for (const at of found) for (const child of this.children.get(at) ?? []) found.add(child);
    return found;
  }
}
