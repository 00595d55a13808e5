import { Navigate } from 'react-router';
import { GridSkeleton, EmptyNotice, ErrorNotice } from '../../../catalog/components/state-views';
import { isEntityId } from '../../../catalog/ids';
import { paths } from '../../../catalog/paths';
import { useResource } from '../../../hooks/use-resource';
import { getProductEntry } from '../api/get-product-inventories';

/** A product card's link: finds the product's page (one of its inventories) and goes there. */
export function ProductRedirect({ productId }: { productId: string }) {
  const entry = useResource(isEntityId(productId) ? productId : null, getProductEntry);
  if (entry.status === 'loading') return <GridSkeleton count={2} label="در حال باز کردن محصول" />;
  if (entry.status === 'error') {
    return (
      <ErrorNotice onRetry={entry.retry} error={entry.error}>
        صفحهٔ محصول باز نشد.
      </ErrorNotice>
    );
  }
  if (entry.status === 'success' && entry.data)
    return <Navigate to={paths.inventory(entry.data.name)} replace />;
  return (
    <EmptyNotice title="این محصول پیدا نشد" action={{ to: '/shop', label: 'دیدن همهٔ محصولات' }}>
      شاید حذف شده یا فعلاً چیزی از آن برای فروش نباشد.
    </EmptyNotice>
  );
}
