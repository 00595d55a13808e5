import type { ReactNode } from 'react';
import { loadProductPage, productListKey } from '../../../catalog/api/get-products';
import { EmptyNotice } from '../../../catalog/components/state-views';
import { ListingControls } from '../../../catalog/components/listing-controls';
import { PagedGrid } from '../../../catalog/components/paged-grid';
import { ProductCard } from '../../../catalog/components/product-card';
import { usePagedList } from '../../../catalog/hooks/use-paged-list';
import { activeFilters, apiFilter, useProductFilter } from '../../../catalog/hooks/use-product-filter';

/** All products, sorted and filtered by unit type as the address says, a page at a time. */
export function ProductBrowser({ title, lead }: { title: string; lead?: ReactNode }) {
  const [filter, setFilter] = useProductFilter();
  const products = usePagedList(productListKey(apiFilter(filter)), loadProductPage);
  const filtered = filter.unitType !== undefined || activeFilters(filter) > 0;
  return (
    <>
      <h1 className="page-title">{title}</h1>
      {lead && <p className="page-lead">{lead}</p>}
      <ListingControls
        filter={filter}
        onChange={setFilter}
        total={products.status === 'success' ? products.total : undefined}
      />
      <PagedGrid
        list={products}
        card={(product) => <ProductCard key={product.id} product={product} />}
        failure="فهرست محصولات دریافت نشد."
        empty={
          <EmptyNotice title={filtered ? 'محصولی با این فیلترها نیست' : 'هنوز محصولی ثبت نشده است'}>
            {filtered
              ? 'فیلترها را کمتر کنید یا نوع فروش دیگری را انتخاب کنید.'
              : 'به‌زودی پارچه‌های تازه این‌جا می‌آیند.'}
          </EmptyNotice>
        }
      />
    </>
  );
}
