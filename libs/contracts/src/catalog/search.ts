import { z } from 'zod';
import { wholeNumber } from '../common.schemas';
import type { RecycleBinKind } from '../enums';
import { RECYCLE_BIN_KINDS } from '../enums';
import { safeText } from '../text';
import { SEARCH_TERM_MAX_LENGTH } from './search-limits';

/** Query of GET /search/header-search and GET /products/inventory/search. */
export const searchQuery = z
  .object({
    q: safeText()
      .min(1)
      .max(SEARCH_TERM_MAX_LENGTH)
      .describe('What people typed: any digits, Arabic or Persian letters'),
    page: wholeNumber().pipe(z.number().min(1).max(50)).default(1),
    limit: wholeNumber().pipe(z.number().min(1).max(50)).default(10),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuery>;

/** One suggestion of the header search. */
export interface SearchHit {
  kind: 'inventory' | 'product' | 'category';
  id: string;
  title: string;
  /** Shop path to open. */
  path: string;
  image: string | null;
  price: number | null;
  /** For an inventory: its product, so the colours and designs of one product can be shown together. */
  product?: { id: string; name: string };
  /** For an inventory: its colour, for a swatch beside it. */
  color?: { name: string; hex: string } | null;
}

/** Query of GET /products/get-all-removed: the catalog's recycle bin. */
export const recycleBinQuery = z
  .object({
    kind: z
      .enum(
        RECYCLE_BIN_KINDS.filter((k): k is Exclude<RecycleBinKind, 'blogs'> => k !== 'blogs') as [
          'inventories',
          'products',
          'product_categories',
        ],
      )
      .default('products'),
    page: wholeNumber().pipe(z.number().min(1)).default(1),
    limit: wholeNumber().pipe(z.number().min(1).max(100)).default(20),
  })
  .strict();

export { foldPersian } from './fold-persian';
