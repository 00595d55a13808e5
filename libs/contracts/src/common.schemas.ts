import { z } from 'zod';
import { toWesternDigits } from './digits';
import { safeText } from './text';
import { ANY_DIGITS_PATTERN, readsText } from './text-input';

/** Opaque id of any entity (a UUID). */
export const idSchema = z.uuid({ version: 'v4' }).describe('Entity id (UUID)');
export const idParams = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParams>;

/** A whole number written with any digits; query strings and form fields arrive as text. */
export function wholeNumber() {
  return readsText(
    z.preprocess(
      (v) => (typeof v === 'string' ? Number(toWesternDigits(v.trim()) || Number.NaN) : v),
      z.number().int(),
    ),
    {
      anyOf: [
        { type: 'integer' },
        {
          type: 'string',
          pattern: ANY_DIGITS_PATTERN,
          description: 'In Western, Persian or Arabic-Indic digits',
        },
      ],
    },
  );
}

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** The query every listing takes: page from 1, limit up to 100, a sort key and a text filter. */
export function listQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z
    .object({
      page: wholeNumber().pipe(z.number().min(1)).default(1).describe('Page number, from 1'),
      limit: wholeNumber()
        .pipe(z.number().min(1).max(MAX_PAGE_SIZE))
        .default(DEFAULT_PAGE_SIZE)
        .describe(`Items per page, at most ${MAX_PAGE_SIZE}`),
      sort: z.enum(sorts).default(sorts[0]).describe('Sort order'),
      q: safeText().max(200).optional().describe('Text filter'),
    })
    .strict();
}

/** The answer of every listing. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  /** Where the next page starts, for listings that page by cursor; null on the last page. */
  nextCursor?: string | null;
}

/**
 * An opaque position in a listing: pass a page's `nextCursor` back as `cursor` to get the
 * page after it in constant time, however deep (instead of `page`, which skips rows).
 */
export const cursorParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{10,200}$/, 'مکان‌نمای صفحه معتبر نیست')
  .optional()
  .describe('nextCursor of the previous page');
