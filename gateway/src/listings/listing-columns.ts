import { UNIT_TYPES, type ListedProductRow } from '@ela/contracts';

/**
 * What filters compare, one typed array per column indexed by a product's slot. A scan of every
 * product reads these few contiguous arrays: through the products' objects, spread over the heap
 * between their answers, a count of 20,000 cost milliseconds in cache misses.
 */
export class ListingColumns {
  category = new Int32Array(1024);
  unit = new Int8Array(1024);
  /** NaN for a product without a price: no bound holds for it, as `NULL >= x` holds for none in SQL. */
  price = new Float64Array(1024);
  inStock = new Uint8Array(1024);
  /** 1 for a slot that holds a product. */
  used = new Uint8Array(1024);

  set(slot: number, row: ListedProductRow, category: number): void {
    if (slot >= this.used.length) this.grow(slot + 1);
    this.category[slot] = category;
    this.unit[slot] = UNIT_TYPES.indexOf(row.unitType);
    this.price[slot] = row.minPrice ?? NaN;
    this.inStock[slot] = row.inStock ? 1 : 0;
    this.used[slot] = 1;
  }

  clear(slot: number): void {
    this.used[slot] = 0;
  }

  private grow(least: number): void {
    const size = Math.max(least, this.used.length * 2);
    const grown = <T extends Int32Array | Int8Array | Float64Array | Uint8Array>(
      old: T,
      make: new (n: number) => T,
    ) => {
      const next = new make(size);
      next.set(old);
      return next;
    };
    this.category = grown(this.category, Int32Array);
    this.unit = grown(this.unit, Int8Array);
    this.price = grown(this.price, Float64Array);
    this.inStock = grown(this.inStock, Uint8Array);
    this.used = grown(this.used, Uint8Array);
  }
}
