import type { Product } from '@ela/contracts';
import { formatJalaliDateTime, formatNumber, toast } from '@ela/web-kit';
import { succeeded } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { CatalogTabs } from '../../../shared/components/catalog-tabs';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import type { ListSpec } from '../../../shared/list/list-params';
import { useClampPage } from '../../../shared/list/use-clamp-page';
import { useListState } from '../../../shared/list/use-list-state';
import { UNIT_TYPE_LABELS } from '../../../shared/units';
import { getDeletedProducts, restoreProduct } from '../api/products.api';

const BIN: ListSpec = { sorts: ['deleted_newest'], limit: 20 };

/** /panel/products/removed-products: deleted products, each can come back with its inventories. */
export function RemovedProductsPage() {
  const [state, change] = useListState(BIN);
  const query = { page: state.page, limit: BIN.limit };
  const products = useResource(`bin:${state.page}`, (signal) => getDeletedProducts(query, signal));
  useClampPage(products, state, change, BIN.limit);

  async function restore(product: Product) {
    if (!(await succeeded(restoreProduct(product.id)))) return;
    toast.success(`«${product.name}» بازگردانده شد`);
    products.reload();
  }

  const columns: Column<Product>[] = [
    { key: 'name', header: 'نام', cell: (p) => <strong>{p.name}</strong> },
    { key: 'category', header: 'دسته‌بندی', cell: (p) => p.categoryName },
    { key: 'unit', header: 'نوع فروش', cell: (p) => UNIT_TYPE_LABELS[p.unitType] },
    {
      key: 'deleted',
      header: 'زمان حذف',
      cell: (p) => (p.deletedAt ? formatJalaliDateTime(p.deletedAt) : '—'),
    },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">عملیات</span>,
      cell: (p) => (
        <button
          type="button"
          className="panel-button panel-button--small"
          aria-label={`بازگرداندن ${p.name}`}
          onClick={() => void restore(p)}
        >
          بازگرداندن
        </button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title="سطل بازیافت محصولات">
        {products.data && (
          <span className="panel-muted">{formatNumber(products.data.total)} محصول حذف‌شده</span>
        )}
      </PageHeader>
      <CatalogTabs />
      <DataTable
        caption="محصولات حذف‌شده"
        columns={columns}
        resource={products}
        rowKey={(p) => p.id}
        errorMessage="فهرست محصولات حذف‌شده دریافت نشد."
        empty="سطل بازیافت خالی است."
      />
      {products.data && products.data.total > 0 && (
        <Pagination
          page={state.page}
          total={products.data.total}
          limit={BIN.limit}
          onPage={(page) => change({ page })}
        />
      )}
    </section>
  );
}
