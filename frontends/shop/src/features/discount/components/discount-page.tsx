import { InventoryCard } from '../../../catalog/components/inventory-card';
import { PagedGrid } from '../../../catalog/components/paged-grid';
import { EmptyNotice } from '../../../catalog/components/state-views';
import { usePagedList } from '../../../catalog/hooks/use-paged-list';
import { loadSalePage } from '../api/load-sale-page';

/** /discount: everything on sale, biggest discount first. */
export function DiscountPage() {
  const sale = usePagedList('sale', loadSalePage);
  return (
    <>
      <h1 className="page-title">حراج‌ها</h1>
      <p className="page-lead">پارچه‌ها و لوازمی که الان با تخفیف می‌فروشیم؛ بیشترین تخفیف اول.</p>
      <PagedGrid
        list={sale}
        card={(inventory) => <InventoryCard key={inventory.id} inventory={inventory} />}
        failure="فهرست حراج‌ها دریافت نشد."
        empty={
          <EmptyNotice title="فعلاً حراجی در کار نیست" action={{ to: '/shop', label: 'دیدن همهٔ محصولات' }}>
            به‌زودی دوباره سر بزنید.
          </EmptyNotice>
        }
      />
    </>
  );
}
