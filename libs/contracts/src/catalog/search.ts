import { z } from 'zod';
import { wholeNumber } from '../common.schemas';
import type { RecycleBinKind } from '../enums';
import { RECYCLE_BIN_KINDS } from '../enums';
import { safeText } from '../text';

/** Longest search term, as the shop's search box and the analytics of searches take it. */
export const SEARCH_TERM_MAX_LENGTH = 100;

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

/**
 * Folds the ways one Persian word can be typed into one form: Arabic ي/ك/ى/ة/أ/إ to their
 * Persian letters, diacritics dropped, zero-width non-joiners as spaces, any digits to Western, lower case.
 */
export function foldPersian(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[يى]/g, 'ی')
      .replace(/ك/g, 'ک')
      .replace(/ة/g, 'ه')
      .replace(/[أإٱ]/g, 'ا')
      .replace(/ؤ/g, 'و')
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      // People type a space where a zero-width non-joiner belongs, so both become a space.
      .replace(/[\u200C\u200D]/g, ' ')
      .replace(/[\u200B\u200E\u200F\uFEFF]/g, '')
      .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}
