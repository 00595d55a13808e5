import type { ProductSort } from '@ela/contracts';

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
