import { useParams } from 'react-router';
import { PageNotFoundError } from '@ela/web-kit';
import { ErrorNotice } from '../../../catalog/components/state-views';
import { useResource } from '../../../hooks/use-resource';
import { getInventoryByName } from '../api/get-product-page';
import { ProductView } from './product-view';
import './product-page.css';

/** /product/{inventoryName}: one inventory of a product, to look at and choose a quantity of. */
export function ProductPage() {
  const { inventoryName } = useParams();
  const inventory = useResource(inventoryName ?? null, getInventoryByName);
  if (inventory.status === 'error') {
    return (
      <ErrorNotice onRetry={inventory.retry} error={inventory.error}>
        این محصول دریافت نشد.
      </ErrorNotice>
    );
  }
  if (inventory.status !== 'success') return <ProductSkeleton />;
  // No such product: the shell's 404 page, as the server answered 404 for this address.
  if (!inventory.data) throw new PageNotFoundError(`product ${inventoryName}`);
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
