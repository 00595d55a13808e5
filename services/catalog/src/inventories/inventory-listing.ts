import type { ListInventoriesQuery } from '@ela/contracts';
import type { ListOrder, ListParams } from '@ela/service-kit';

export const INVENTORY_ORDER: Record<ListInventoriesQuery['sort'], ListOrder> = {
  newest: { 'i.created_at': 'DESC', 'i.id': 'DESC' },
  oldest: { 'i.created_at': 'ASC', 'i.id': 'ASC' },
  price_asc: { 'COALESCE(i.sale_price, i.price)': 'ASC', 'i.id': 'ASC' },
  price_desc: { 'COALESCE(i.sale_price, i.price)': 'DESC', 'i.id': 'DESC' },
  name: { 'i.name': 'ASC', 'i.id': 'ASC' },
};

/**
 * An inventory listing as the repository takes it: the route's query with the category
 * resolved to its subtree and `onSale` read as a flag. Derived from the query type, so a
 * parameter added to the route shows up here and the listing's spec must apply it.
 */
export type InventoryListParams = Omit<ListInventoriesQuery, 'categoryId' | 'onSale'> & {
  categoryIds?: string[];
  onSale?: boolean;
};

export type OnSaleParams = ListParams<'discount'>;
export type DeletedParams = ListParams<'deleted_newest'>;
