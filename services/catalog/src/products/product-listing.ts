import type { ProductSort } from '@ela/contracts';

type Direction = 'ASC' | 'DESC';

/** Column order for each sort key; the id always comes last so equal values still page stably. */
export const PRODUCT_ORDER: Record<ProductSort, Record<string, Direction>> = {
  newest: { createdAt: 'DESC', id: 'DESC' },
  oldest: { createdAt: 'ASC', id: 'ASC' },
  price_asc: { price: 'ASC', id: 'ASC' },
  price_desc: { price: 'DESC', id: 'DESC' },
  name: { name: 'ASC', id: 'ASC' },
};

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
