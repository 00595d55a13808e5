import { PRODUCT_SORTS, type ProductSort } from '@ela/contracts';

export interface ProductCursor {
  sort: ProductSort;
  id: string;
}

/** A cursor names the last product of a page and the order it was read in. */
export function encodeCursor(cursor: ProductCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): ProductCursor | null {
  try {
    const [sort, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (
      !(PRODUCT_SORTS as readonly unknown[]).includes(sort) ||
      typeof id !== 'string' ||
      !/^[0-9a-f-]{36}$/.test(id)
    ) {
      return null;
    }
    return { sort: sort as ProductSort, id };
  } catch {
    return null;
  }
}

/**
 * The rows after the cursor's product in a sort, as SQL over the alias `p`. The cursor row's
 * own values are read in the database, so timestamps keep their full precision. Products
 * without a price sort last either way, as in the listing's ORDER BY.
 */
export function seekCondition(sort: ProductSort): string {
  const at = (column: string) => `(SELECT ${column} FROM product WHERE id = :cursorId)`;
  switch (sort) {
    case 'newest':
      return `(p.created_at, p.id) < (${at('created_at')}, :cursorId)`;
    case 'oldest':
      return `(p.created_at, p.id) > (${at('created_at')}, :cursorId)`;
    case 'name':
      return `(p.name, p.id) > (${at('name')}, :cursorId)`;
    case 'price_asc':
    case 'price_desc': {
      const beyond = sort === 'price_asc' ? '>' : '<';
      return `(CASE WHEN ${at('min_price')} IS NULL THEN p.min_price IS NULL AND p.id ${beyond} :cursorId
               ELSE (p.min_price, p.id) ${beyond} (${at('min_price')}, :cursorId) OR p.min_price IS NULL END)`;
    }
  }
}
