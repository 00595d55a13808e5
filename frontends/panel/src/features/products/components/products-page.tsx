import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Product } from '@ela/contracts';
import { formatJalaliDate, formatNumber, formatToman } from '@ela/web-kit';
import { mediaUrl } from '../../../shared/api/media-url';
import { useResource } from '../../../shared/api/use-resource';
import { flattenCategories, getCategoryTree } from '../../../shared/categories/category-tree';
import { CatalogTabs } from '../../../shared/components/catalog-tabs';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { RowActions } from '../../../shared/components/row-actions';
import { useConfirmedDelete } from '../../../shared/components/use-confirmed-delete';
import { listQuery } from '../../../shared/list/list-params';
import { useListing } from '../../../shared/list/use-listing';
import { UNIT_TYPE_LABELS } from '../../../shared/units';
import { deleteProduct, getProducts } from '../api/products.api';
import { PRODUCT_LIST } from './product-sorts';
import { ProductsToolbar } from './products-toolbar';

/** /panel/products: every live product, searched, filtered and sorted by the server. */
export function ProductsPage() {
  const listing = useListing(PRODUCT_LIST, listQuery, getProducts);
  const { state, rows: products } = listing;
  const tree = useResource('tree', getCategoryTree);
  const categories = useMemo(() => flattenCategories(tree.data ?? []), [tree.data]);
  const { confirmDelete, dialog } = useConfirmedDelete(products.reload);

  const remove = (product: Product) =>
    confirmDelete(
      {
        title: 'حذف محصول',
        message: `«${product.name}» و همهٔ موجودی‌هایش به سطل بازیافت می‌روند و از فروشگاه برداشته می‌شوند.`,
        done: `«${product.name}» به سطل بازیافت رفت`,
      },
      () => deleteProduct(product.id),
    );

  const columns: Column<Product>[] = [
    { key: 'image', header: <span className="panel-visually-hidden">تصویر</span>, cell: productThumb },
    { key: 'name', header: 'نام', cell: (p) => <strong>{p.name}</strong> },
    { key: 'category', header: 'دسته‌بندی', cell: (p) => p.categoryName },
    { key: 'unit', header: 'نوع فروش', cell: (p) => UNIT_TYPE_LABELS[p.unitType] },
    { key: 'price', header: 'کمترین قیمت', cell: productPrice },
    {
      key: 'created',
      header: 'ثبت',
      className: 'panel-wide-only',
      cell: (p) => formatJalaliDate(p.createdAt),
    },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">عملیات</span>,
      cell: (p) => (
        <RowActions edit={`/panel/products/${p.id}`} name={p.name} onDelete={() => void remove(p)}>
          <Link
            className="panel-button panel-button--ghost panel-button--small"
            to={`/panel/products/inventories/${p.id}`}
          >
            موجودی‌ها
          </Link>
        </RowActions>
      ),
    },
  ];

  return (
    <section>
      <PageHeader
        title="محصولات"
        actions={
          <Link className="panel-button" to="/panel/products/define">
            افزودن محصول
          </Link>
        }
      >
        {products.data && <span className="panel-muted">{formatNumber(products.data.total)} محصول</span>}
      </PageHeader>
      <CatalogTabs />
      <ProductsToolbar listing={listing} categories={categories} />
      <DataTable
        caption="فهرست محصولات"
        columns={columns}
        resource={products}
        errorMessage="فهرست محصولات دریافت نشد."
        empty={
          state.q || Object.keys(state.filters).length
            ? 'محصولی با این جستجو پیدا نشد.'
            : 'هنوز محصولی ثبت نشده است.'
        }
      />
      <Pagination listing={listing} />
      {dialog}
    </section>
  );
}

function productThumb(product: Product) {
  return product.image ? (
    <img className="panel-thumb" src={mediaUrl(product.image.urls.thumb)} alt="" loading="lazy" />
  ) : (
    <span className="panel-thumb" aria-hidden="true" />
  );
}

function productPrice(product: Product) {
  if (product.minPrice === null) return <span className="panel-muted">بدون موجودی</span>;
  return (
    <>
      {formatToman(product.minPrice)}{' '}
      {product.onSale && <span className="panel-badge panel-badge--sale">حراج</span>}
    </>
  );
}
