import { PRODUCT_SORTS, type ProductSort } from './product';

export interface ProductCursor {
  sort: ProductSort;
  id: string;
}

/**
 * A cursor names the last product of a page and the order it was read in: the catalog and the
 * gateway's copy of the listings both read and write it.
 */
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
