import { useParams } from 'react-router';
import { EmptyNotice, ErrorNotice } from '../../../catalog/components/state-views';
import { useResource } from '../../../hooks/use-resource';
import { getInventoryByName } from '../api/get-product-page';
import { ProductView } from './product-view';
import './product-page.css';

/** /product/{inventoryName}: one inventory of a product, to look at and choose a quantity of. */
export function ProductPage() {
  const { inventoryName } = useParams();
  const inventory = useResource(inventoryName ?? null, getInventoryByName);
  if (inventory.status === 'error') {
    return <ErrorNotice onRetry={inventory.retry}>این محصول دریافت نشد.</ErrorNotice>;
  }
  if (inventory.status !== 'success') return <ProductSkeleton />;
  if (!inventory.data) {
    return (
      <EmptyNotice title="این محصول پیدا نشد" action={{ to: '/shop', label: 'دیدن همهٔ محصولات' }}>
        شاید نامش عوض شده یا حذف شده باشد؛ از جستجو یا فهرست محصولات پیدایش کنید.
      </EmptyNotice>
    );
  }
  return <ProductView key={inventory.data.id} inventory={inventory.data} />;
}

function ProductSkeleton() {
  return (
    <div className="product-page__main" aria-busy="true" aria-label="در حال بارگذاری محصول">
      <div className="catalog-card catalog-card--skeleton product-page__skeleton-image" />
      <div className="catalog-card catalog-card--skeleton" />
    </div>
  );
}
