import type { Product } from '@ela/contracts';
import { CatalogTabs } from '../../../shared/components/catalog-tabs';
import type { Column } from '../../../shared/components/data-table';
import { RecycleBinPage } from '../../../shared/components/recycle-bin-page';
import { UNIT_TYPE_LABELS } from '../../../shared/units';
import { getDeletedProducts, restoreProduct } from '../api/products.api';

const COLUMNS: Column<Product>[] = [
  { key: 'name', header: 'نام', cell: (p) => <strong>{p.name}</strong> },
  { key: 'category', header: 'دسته‌بندی', cell: (p) => p.categoryName },
  { key: 'unit', header: 'نوع فروش', cell: (p) => UNIT_TYPE_LABELS[p.unitType] },
];

/** /panel/products/removed-products: deleted products, each can come back with its inventories. */
export function RemovedProductsPage() {
  return (
    <RecycleBinPage
      title="سطل بازیافت محصولات"
      tabs={<CatalogTabs />}
      counted="محصول حذف‌شده"
      caption="محصولات حذف‌شده"
      errorMessage="فهرست محصولات حذف‌شده دریافت نشد."
      empty="سطل بازیافت خالی است."
      columns={COLUMNS}
      nameOf={(p) => p.name}
      load={getDeletedProducts}
      restore={restoreProduct}
    />
  );
}
