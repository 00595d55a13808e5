import { foldPersian, type ListProductsQuery, type ProductSort } from '@ela/contracts';
import { containsPattern } from '@ela/service-kit';

/**
 * A product listing as the read model answers it: the route's query with the category still an id
 * (its subtree is found in the same statement) and `onSale` for the shop's sale page.
 */
export type ProductListingParams = Omit<ListProductsQuery, 'cursor'> & { onSale?: boolean };

type Arg = (value: unknown) => string;
type FilterKey = Exclude<keyof ProductListingParams, 'page' | 'limit' | 'sort' | 'q' | 'categoryId'>;
/** One condition per filter of the query, so a parameter added to the route must be applied here. */
const FILTERS: {
  [K in FilterKey]-?: (value: Exclude<ProductListingParams[K], undefined>, arg: Arg) => string;
} = {
  unitType: (unitType, arg) => `l.unit_type = ${arg(unitType)}`,
  onSale: (onSale) => (onSale ? 'l.on_sale' : 'NOT l.on_sale'),
  minPrice: (minPrice, arg) => `l.min_price >= ${arg(minPrice)}`,
  maxPrice: (maxPrice, arg) => `l.min_price <= ${arg(maxPrice)}`,
  colorId: (colorId, arg) => `l.color_ids @> ARRAY[${arg(colorId)}::uuid]`,
  designId: (designId, arg) => `l.design_ids @> ARRAY[${arg(designId)}::uuid]`,
  inStock: (inStock) => (inStock === 'true' ? 'l.in_stock' : 'NOT l.in_stock'),
};

/**
 * Each sort as one key and the id, both in one index of `product_listing`. A missing price sorts
 * last either way, so the price sorts read it as a number past every price (or below all of them,
 * dearest first): the order of `min_price … NULLS LAST`, with a seek the index can start from.
 * The cursor's own values are read from `product`, so a page of a product deleted since goes on.
 */
const SORTS: Record<ProductSort, { key: string; direction: 'ASC' | 'DESC'; of: (column: string) => string }> =
  {
    newest: { key: 'l.created_at', direction: 'DESC', of: (c) => c },
    oldest: { key: 'l.created_at', direction: 'ASC', of: (c) => c },
    name: { key: 'l.name', direction: 'ASC', of: (c) => c },
    price_asc: {
      key: 'coalesce(l.min_price, 9223372036854775807)',
      direction: 'ASC',
      of: (c) => `coalesce(${c}, 9223372036854775807)`,
    },
    price_desc: { key: 'coalesce(l.min_price, -1)', direction: 'DESC', of: (c) => `coalesce(${c}, -1)` },
  };
const CURSOR_COLUMN: Record<ProductSort, string> = {
  newest: 'created_at',
  oldest: 'created_at',
  name: 'name',
  price_asc: 'min_price',
  price_desc: 'min_price',
};

/** The live category `id` names and every live category below it (UNION: a cycle could not loop it). */
const subtree = (id: string) => `WITH RECURSIVE subtree AS (
    SELECT id FROM category WHERE id = ${id} AND deleted_at IS NULL
    UNION
    SELECT c.id FROM category c JOIN subtree s ON c.parent_id = s.id WHERE c.deleted_at IS NULL)`;

/**
 * One statement for a whole page: whether the category exists, the total, and the page's answers
 * in order (from a seek past the cursor's product, or an offset). Every filter's column is in each
 * sort's index, so the page's ids come from one index-only scan in the sort's order (its answers
 * then by id) and the total from one index-only scan of a count index.
 */
export function productListingSql(
  params: ProductListingParams,
  cursorId?: string,
): { sql: string; args: unknown[] } {
  const args: unknown[] = [];
  const arg: Arg = (value) => `$${args.push(value)}`;
  const where: string[] = [];
  const category = params.categoryId === undefined ? null : subtree(`${arg(params.categoryId)}::uuid`);
  if (category) where.push('l.category_id = ANY (ARRAY(SELECT id FROM subtree))');
  const q = params.q?.trim();
  const text = q ? foldPersian(q) : '';
  if (text) where.push(`l.search_text ILIKE ${arg(containsPattern(text))}`);
  for (const key of Object.keys(FILTERS) as FilterKey[]) {
    const value = params[key];
    if (value !== undefined) where.push((FILTERS[key] as (v: unknown, a: Arg) => string)(value, arg));
  }
  const sort = SORTS[params.sort];
  // The price range again on the sort's key, so a price sort starts and stops where the range does.
  if (params.sort.startsWith('price_')) {
    if (params.minPrice !== undefined) where.push(`${sort.key} >= ${arg(params.minPrice)}`);
    if (params.maxPrice !== undefined) where.push(`${sort.key} <= ${arg(params.maxPrice)}`);
  }
  const paged = [...where];
  if (cursorId) {
    const id = `${arg(cursorId)}::uuid`;
    const at = sort.of(`(SELECT ${CURSOR_COLUMN[params.sort]} FROM product WHERE id = ${id})`);
    paged.push(`(${sort.key}, l.id) ${sort.direction === 'ASC' ? '>' : '<'} (${at}, ${id})`);
  }
  const filtered = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');
  const order = `k ${sort.direction}, id ${sort.direction}`;
  const sql = `${category ?? ''}
    SELECT ${category ? 'EXISTS (SELECT 1 FROM subtree)' : 'true'} AS found,
      (SELECT count(*)::int FROM product_listing l ${filtered(where)}) AS total,
      (SELECT coalesce(json_agg(b.body ORDER BY ${order}), '[]') FROM (
        SELECT ${sort.key} AS k, l.id FROM product_listing l ${filtered(paged)}
        ORDER BY ${order} LIMIT ${arg(params.limit)} OFFSET ${arg(cursorId ? 0 : (params.page - 1) * params.limit)}
      ) page JOIN product_listing b USING (id)) AS items`;
  return { sql, args };
}
