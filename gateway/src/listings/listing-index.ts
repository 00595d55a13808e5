import {
  NAME_COLLATION,
  PRODUCT_SORTS,
  decodeCursor,
  encodeCursor,
  type ListProductsQuery,
  type ListedProductRow,
  type ListingChanges,
  type ProductSort,
} from '@ela/contracts';
import { ORDERS, firstWhere, type Listed } from './listing-order';
import { OrderPrefixes, SlotBits, SlotBitsByKey, SlotMask, unionOf } from './slot-bits';

type Filter = (slot: number) => boolean;

/** Filters' totals kept until the next change, at most: pages of one listing share theirs. */
const TOTALS_KEPT = 10_000;

/** Rows a read of changes puts in place one by one; more, and every order is sorted again. */
const RESORT_AFTER = 200;

/**
 * A copy of the catalog's product listings in memory that answers `GET /products/get-all` as the
 * catalog's SQL would, the same JSON. Each product has a slot: each filter's values are sets of
 * slots (`SlotBits`), and each sort's order is a list of slots. Anything it cannot
 * answer exactly (a text filter, a category that is not live, a cursor of a product it does not
 * hold, names in a collation it cannot reproduce) is null, for the catalog to answer.
 */
export class ListingIndex {
  private readonly rows = new Map<string, Listed>();
  private readonly bySlot: (Listed | undefined)[] = [];
  // Each filter's column as sets of slots, and prices by slot (NaN for none: no bound holds for it,
  // as `NULL >= x` holds for no row in SQL).
  private readonly used = new SlotBits();
  private readonly inStock = new SlotBits();
  private readonly byCategory = new SlotBitsByKey<string>();
  private readonly byUnit = new SlotBitsByKey<string>();
  private readonly colours = new SlotBitsByKey<string>();
  private readonly designs = new SlotBitsByKey<string>();
  private price = new Float64Array(1024);
  private readonly sorted = Object.fromEntries(PRODUCT_SORTS.map((sort) => [sort, [] as number[]])) as Record<
    ProductSort,
    number[]
  >;
  private readonly freeSlots: number[] = [];
  private children = new Map<string, string[]>();
  private live = new Set<string>();
  /** Totals by filter, until the next change: pages of one listing share theirs. */
  private readonly totals = new Map<string, number>();
  /** A category's products with those of every category below it, until the next change. */
  private readonly subtreeSlots = new Map<string, Uint32Array>();
  /** Where each slot is in each sort's order, worked out when first needed after a change. */
  private positions: Partial<Record<ProductSort, Int32Array>> = {};
  /** The price order's prefixes as sets for price ranges' totals, when first needed after a change. */
  private pricePrefixes: OrderPrefixes | null = null;
  /** Positions in a sort's order as bits, reused by every page read from its matches. */
  private marks = new Uint32Array(0);

  /** Whether the catalog sorts names as `compareNames` does; if not, name sorts are the catalog's. */
  constructor(private readonly namesAlike: boolean) {}

  /** Every row at once: sorted once rather than put in place one by one. */
  static of(first: Pick<ListingChanges, 'nameCollation' | 'categories'>, rows: ListedProductRow[]) {
    const index = new ListingIndex(first.nameCollation === NAME_COLLATION);
    index.apply({ gone: [], rows, categories: first.categories });
    return index;
  }

  /**
   * A read of changes: removals, then rows written. A few are put in place in each order; past
   * that, sorting everything again costs less than moving each list's tail once a row.
   */
  apply({ gone, rows, categories }: Pick<ListingChanges, 'gone' | 'rows' | 'categories'>): void {
    this.totals.clear();
    this.subtreeSlots.clear();
    this.positions = {};
    this.pricePrefixes = null;
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
    const slot = this.remove(row.id, inPlace) ?? this.freeSlots.pop() ?? this.bySlot.length;
    // Field by field, not `{ ...columns, json, slot }`: Node 20's V8 (11.3) reads the fields of an
    // object built from a spread about 15 times slower (70 against 4.5 ns), and answers read them.
    const next: Listed = {
      id: row.id,
      categoryId: row.categoryId,
      unitType: row.unitType,
      minPrice: row.minPrice,
      onSale: row.onSale,
      inStock: row.inStock,
      colorIds: row.colorIds,
      designIds: row.designIds,
      name: row.name,
      createdAt: row.createdAt,
      json: Buffer.from(JSON.stringify(row.body)),
      slot,
    };
    this.rows.set(row.id, next);
    this.bySlot[slot] = next;
    this.mark(next, true);
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
    this.mark(old, false);
    return old.slot;
  }

  /** Where `row` is, or would go, in the sort's order. */
  private positionOf(sort: ProductSort, row: Listed): number {
    const list = this.sorted[sort];
    const order = ORDERS[sort];
    return firstWhere(list.length, (i) => order(this.bySlot[list[i]]!, row) >= 0);
  }

  /** Puts the row's slot in (or takes it out of) the sets of what it has. */
  private mark(row: Listed, on: boolean): void {
    const { slot } = row;
    const bit = (set: SlotBits) => (on ? set.set(slot) : set.clear(slot));
    const keyed = <K>(sets: SlotBitsByKey<K>, key: K) => (on ? sets.set(key, slot) : sets.clear(key, slot));
    bit(this.used);
    if (row.inStock) bit(this.inStock);
    keyed(this.byCategory, row.categoryId);
    keyed(this.byUnit, row.unitType);
    for (const id of row.colorIds) keyed(this.colours, id);
    for (const id of row.designIds) keyed(this.designs, id);
    if (!on) return;
    if (slot >= this.price.length) {
      const grown = new Float64Array(Math.max(slot + 1, this.price.length * 2));
      grown.set(this.price);
      this.price = grown;
    }
    this.price[slot] = row.minPrice ?? NaN;
  }

  /** The listing's answer as UTF-8 JSON, or null when the catalog has to answer it. */
  answer(query: ListProductsQuery): Buffer | null {
    const { sort, limit, page } = query;
    if (query.q !== undefined || (sort === 'name' && !this.namesAlike)) return null;
    // PostgreSQL reads a uuid in either case; the copy holds them as it writes them, in lower case.
    const categories = query.categoryId === undefined ? null : this.subtree(query.categoryId.toLowerCase());
    if (categories === undefined) return null;
    const list = this.sorted[sort];
    const [from, end] = this.priceStretch(query);
    let start = from;
    let skip = (page - 1) * limit;
    if (query.cursor !== undefined) {
      const cursor = decodeCursor(query.cursor);
      const at = cursor && cursor.sort === sort ? this.rows.get(cursor.id) : undefined;
      if (!at) return null;
      start = Math.max(start, this.positionOf(sort, at) + 1);
      skip = 0;
    }
    const mask = this.maskOf(query, categories);
    const candidates = mask.count();
    const total = this.total(query, mask, candidates);
    const keep = this.filterOf(query, mask);
    // Walking the order visits about (skip + limit) × the stretch / its matches positions: for a
    // narrow filter, reading the mask's own slots and ordering those is less work.
    const visits = Math.min(end - start, ((skip + limit) * (end - from)) / Math.max(1, total));
    const slots =
      candidates < visits
        ? this.pageOfMatches(sort, start, end, skip, limit, mask, keep)
        : this.pageByWalking(list, start, end, skip, limit, keep);
    const rows = slots.map((slot) => this.bySlot[slot]!);
    const nextCursor =
      rows.length === limit ? JSON.stringify(encodeCursor({ sort, id: rows[rows.length - 1].id })) : 'null';
    return joined(
      rows.map((row) => row.json),
      `],"total":${total},"page":${page},"limit":${limit},"nextCursor":${nextCursor}}`,
    );
  }

  /** The page's slots, along the order from `start` until it is full. */
  private pageByWalking(
    list: number[],
    start: number,
    end: number,
    skip: number,
    limit: number,
    keep: Filter,
  ) {
    const slots: number[] = [];
    for (let i = start; i < end && slots.length < limit; i++) {
      if (!keep(list[i])) continue;
      if (skip > 0) skip--;
      else slots.push(list[i]);
    }
    return slots;
  }

  /**
   * The page's slots, from the matches' own positions in the order: marked as bits by position and
   * read from `start` until the page is full, rather than every match's position sorted.
   */
  private pageOfMatches(
    sort: ProductSort,
    start: number,
    end: number,
    skip: number,
    limit: number,
    mask: SlotMask,
    keep: Filter,
  ): number[] {
    const position = this.positionsIn(sort);
    const list = this.sorted[sort];
    const words = (list.length + 31) >>> 5;
    if (this.marks.length < words) this.marks = new Uint32Array(words);
    const marks = this.marks.fill(0, 0, words);
    mask.each((slot) => {
      const at = position[slot];
      if (at >= start && at < end && keep(slot)) marks[at >>> 5] |= 1 << (at & 31);
    });
    const slots: number[] = [];
    for (let i = start >>> 5; i < words && slots.length < limit; i++)
      for (let word = marks[i]; word !== 0 && slots.length < limit; word &= word - 1) {
        if (skip > 0) skip--;
        else slots.push(list[(i << 5) + 31 - Math.clz32(word & -word)]);
      }
    return slots;
  }

  private positionsIn(sort: ProductSort): Int32Array {
    let position = this.positions[sort];
    if (!position) {
      const list = this.sorted[sort];
      position = new Int32Array(this.bySlot.length);
      for (let i = 0; i < list.length; i++) position[list[i]] = i;
      this.positions[sort] = position;
    }
    return position;
  }

  /**
   * The stretch of the sort's order a price range can be in: all of it, but in a price order only
   * the part between the bounds (a product without a price, last, is in no range).
   */
  private priceStretch({ sort, minPrice, maxPrice }: ListProductsQuery): [number, number] {
    const list = this.sorted[sort];
    const noRange = minPrice === undefined && maxPrice === undefined;
    if ((sort !== 'price_asc' && sort !== 'price_desc') || noRange) return [0, list.length];
    const price = this.price;
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

  /** The filtered listing's size; `candidates`, the mask's, is it without a price range. */
  private total(query: ListProductsQuery, mask: SlotMask, candidates: number): number {
    const { categoryId, unitType, minPrice, maxPrice, colorId, designId, inStock } = query;
    const key = JSON.stringify([categoryId, unitType, minPrice, maxPrice, colorId, designId, inStock]);
    let total = this.totals.get(key);
    if (total !== undefined) return total;
    if (minPrice === undefined && maxPrice === undefined) total = candidates;
    else {
      // The range is one stretch of the price order: counted by its prefixes, or the mask's slots
      // priced when they are fewer than what counting by the prefixes reads.
      const [start, end] = this.priceStretch({ ...query, sort: 'price_asc' });
      this.pricePrefixes ??= new OrderPrefixes(this.sorted.price_asc, mask.words.length);
      if (candidates < Math.min(end - start, this.pricePrefixes.cost)) {
        const keep = this.filterOf(query, mask);
        let counted = 0;
        mask.each((slot) => {
          if (keep(slot)) counted++;
        });
        total = counted;
      } else {
        total = this.pricePrefixes.countBetween(mask, start, end);
      }
    }
    if (this.totals.size >= TOTALS_KEPT) this.totals.clear();
    this.totals.set(key, total);
    return total;
  }

  /**
   * The query's filters but its price range, as the set of slots they keep (the catalog's SQL
   * applies the same ones, `FILTERS` in `product-listing-sql.ts`).
   */
  private maskOf(query: ListProductsQuery, categories: Set<string> | null): SlotMask {
    const mask = new SlotMask(this.used);
    if (categories) mask.and(this.slotsBelow(categories));
    if (query.unitType !== undefined) mask.and(this.byUnit.of(query.unitType));
    if (query.colorId !== undefined) mask.and(this.colours.of(query.colorId.toLowerCase()));
    if (query.designId !== undefined) mask.and(this.designs.of(query.designId.toLowerCase()));
    if (query.inStock !== undefined) mask.and(this.inStock, query.inStock === 'false');
    return mask;
  }

  /** The products of a category's subtree (its first id), kept until the next change. */
  private slotsBelow(categories: Set<string>): Uint32Array {
    const [top] = categories;
    let slots = this.subtreeSlots.get(top);
    if (!slots) {
      slots = unionOf([...categories].map((id) => this.byCategory.of(id)));
      this.subtreeSlots.set(top, slots);
    }
    return slots;
  }

  /** Whether a slot is kept: in the mask, and its price in the range when there is one. */
  private filterOf({ minPrice, maxPrice }: ListProductsQuery, mask: SlotMask): Filter {
    if (minPrice === undefined && maxPrice === undefined) return (slot) => mask.has(slot);
    const [min, max] = [minPrice ?? -Infinity, maxPrice ?? Infinity];
    const price = this.price;
    return (slot) => mask.has(slot) && price[slot] >= min && price[slot] <= max;
  }

  /** The live category and every live one below it; undefined when it is not live. */
  private subtree(id: string): Set<string> | undefined {
    if (!this.live.has(id)) return undefined;
    const found = new Set([id]);
    for (const at of found) for (const child of this.children.get(at) ?? []) found.add(child);
    return found;
  }
}

const HEAD = Buffer.from('{"items":[');
const COMMA = ','.charCodeAt(0);

/**
 * The answer's bytes in a buffer of its own, copied from the items' own UTF-8: assembled as text,
 * the answer was encoded again each time, a tenth of the gateway's time under cold listings.
 */
function joined(items: Buffer[], tail: string): Buffer {
  let length = HEAD.length + Buffer.byteLength(tail) + Math.max(0, items.length - 1);
  for (const item of items) length += item.length;
  const bytes = Buffer.allocUnsafeSlow(length);
  bytes.set(HEAD, 0);
  let at = HEAD.length;
  items.forEach((item, i) => {
    if (i > 0) bytes[at++] = COMMA;
    bytes.set(item, at);
    at += item.length;
  });
  bytes.write(tail, at, 'utf8');
  return bytes;
}
