import type { ProductSort } from '@ela/contracts';
import type { ListSpec } from '../../../shared/list/list-params';

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'جدیدترین',
  oldest: 'قدیمی‌ترین',
  price_asc: 'ارزان‌ترین',
  price_desc: 'گران‌ترین',
  name: 'نام (الفبایی)',
};

/** The products listing: GET /products/get-all's sorts and filters, twenty a page. */
export const PRODUCT_LIST: ListSpec = {
  sorts: Object.keys(SORT_LABELS),
  filters: ['categoryId', 'unitType'],
  limit: 20,
};
