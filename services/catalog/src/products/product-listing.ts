import type { ListProductsQuery, ProductSort } from '@ela/contracts';
import type { ListOrder, ListParams } from '@ela/service-kit';

/**
 * Column order for each sort key; the id always comes last so equal values still page stably.
 * Only the price may be missing: other columns keep the plain order their indexes have.
 */
export const PRODUCT_ORDER: Record<ProductSort, ListOrder> = {
  newest: { 'p.created_at': 'DESC', 'p.id': 'DESC' },
  oldest: { 'p.created_at': 'ASC', 'p.id': 'ASC' },
  price_asc: { 'p.min_price': 'ASC NULLS LAST', 'p.id': 'ASC' },
  price_desc: { 'p.min_price': 'DESC NULLS LAST', 'p.id': 'DESC' },
  name: { 'p.name': 'ASC', 'p.id': 'ASC' },
};

/**
 * A product listing as the repository takes it: the route's query with the category resolved
 * to its subtree and the cursor to a row. Derived from the query type, so a parameter added
 * to the route shows up here and the listing's spec must apply it.
 */
export type ProductListParams = Omit<ListProductsQuery, 'categoryId' | 'cursor'> & {
  categoryIds?: string[];
  onSale?: boolean;
};

export type DeletedProductParams = ListParams<'deleted_newest'>;
