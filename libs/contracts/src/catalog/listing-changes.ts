import { z } from 'zod';
import { idSchema } from '../common.schemas';
import type { UnitType } from '../enums';
import type { Product } from './product';

/** Rows a page of listing changes carries at most. */
export const LISTING_CHANGES_PAGE = 400;
/**
 * Bytes of answers a page carries at most (but always one row): with the removals, a page stays
 * under NATS's 1 MB even when every product has a 5,000-character description.
 */
export const LISTING_CHANGES_BYTES = 512 * 1024;
/** Removals one answer carries at most; a reader that is further behind reads the whole table again. */
export const LISTING_GONE_MAX = 5_000;

/**
 * What the gateway asks the catalog for its copy of the product listings: every row (`since`
 * null) or those written since a position an earlier answer gave (`next`, a PostgreSQL snapshot
 * as text: `xmin:xmax:in-progress,…`), a page at a time after the last id it has read of them.
 */
export const listingChangesBody = z
  .object({
    since: z
      .string()
      .max(8_000)
      .regex(/^\d{1,20}:\d{1,20}:(\d{1,20}(,\d{1,20})*)?$/)
      .nullable(),
    after: idSchema.nullable(),
  })
  .strict();
export type ListingChangesBody = z.infer<typeof listingChangesBody>;

/** A live product as listings filter, sort and answer it. */
export interface ListedProductRow {
  id: string;
  categoryId: string;
  unitType: UnitType;
  /** Whole Rials; null when no live inventory has a price. */
  minPrice: number | null;
  onSale: boolean;
  inStock: boolean;
  colorIds: string[];
  designIds: string[];
  name: string;
  /** Microseconds since 1970, the precision the listing sorts by. */
  createdAt: number;
  body: Product;
}

export interface ListingChanges {
  /** The snapshot this answer was read in: the next `since`. */
  next: string;
  /**
   * The collation the listing's names sort by (its column's): a copy sorts names itself only when
   * it is `NAME_COLLATION`, the order `compareNames` gives.
   */
  nameCollation: string | null;
  /** Every live category, for the subtrees listings read. */
  categories: { id: string; parentId: string | null }[];
  /** A page of rows in id order. */
  rows: ListedProductRow[];
  /** Whether more rows may follow the page's last. */
  more: boolean;
  /** Products that left the listings since `since` (only on the first page of changes). */
  gone: string[];
}
