import { HOME_PAGE_READS, type Inventory, type Page } from '@ela/contracts';
import { firstRead } from '@ela/web-kit';
import { CardSection } from '../../../catalog/components/card-section';
import { InventoryCard } from '../../../catalog/components/inventory-card';
import { EmptyNotice, ErrorNotice, GridSkeleton } from '../../../catalog/components/state-views';
import { useResource } from '../../../hooks/use-resource';
import { getSaleRow } from '../api/get-home-sections';

/** The biggest discounts, in a row that scrolls sideways on phones. */
export function SaleItems() {
  const sale = useResource('sale', getSaleRow, firstRead<Page<Inventory>>(HOME_PAGE_READS.sale));
  let body;
  if (sale.status === 'error')
    body = (
      <ErrorNotice onRetry={sale.retry} error={sale.error}>
        حراج‌ها دریافت نشد.
      </ErrorNotice>
    );
  else if (sale.status !== 'success') body = <GridSkeleton count={4} label="در حال بارگذاری حراج‌ها" />;
  else if (sale.data.items.length === 0) body = <EmptyNotice title="فعلاً حراجی در کار نیست" />;
  else {
    body = (
      <div className="card-row">
        {sale.data.items.map((inventory) => (
          <InventoryCard key={inventory.id} inventory={inventory} />
        ))}
      </div>
    );
  }
  return (
    <CardSection id="home-sale" title="حراج‌ها" more={{ to: '/discount', label: 'همهٔ حراج‌ها' }}>
      {body}
    </CardSection>
  );
}
