import type { ProductSort } from '@ela/contracts';

type Direction = 'ASC' | 'DESC';

/** Column order for each sort key; the id always comes last so equal values still page stably. */
export const PRODUCT_ORDER: Record<ProductSort, Record<string, Direction>> = {
  newest: { 'p.created_at': 'DESC', 'p.id': 'DESC' },
  oldest: { 'p.created_at': 'ASC', 'p.id': 'ASC' },
  price_asc: { 'p.min_price': 'ASC', 'p.id': 'ASC' },
  price_desc: { 'p.min_price': 'DESC', 'p.id': 'DESC' },
  name: { 'p.name': 'ASC', 'p.id': 'ASC' },
};

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
