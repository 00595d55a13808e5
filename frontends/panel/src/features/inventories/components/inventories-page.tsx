import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Product, VersionedInventory } from '@ela/contracts';
import { toast } from '@ela/web-kit';
import { isNotFound } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { PageHeader } from '../../../shared/components/page-header';
import { EmptyState, ErrorState, LoadingState, MissingState } from '../../../shared/components/state-views';
import { isEntityId } from '../../../shared/ids';
import { UNIT_TYPE_LABELS } from '../../../shared/units';
import { createInventory, getChoices, getInventories, getProduct } from '../api/inventories.api';
import { InventoryForm } from './inventory-form';
import { createInventoryBody } from './inventory-form.model';
import { InventoryList } from './inventory-list';
import './inventories.css';

const PRODUCTS = { to: '/panel/products', label: 'محصولات' };

/** /panel/products/inventories/{productId}: what a product is sold as, with prices, stock and images. */
export function InventoriesPage() {
  const { id } = useParams();
  if (!isEntityId(id)) return <MissingState what="محصول" backTo={PRODUCTS.to} backLabel="فهرست محصولات" />;
  return <ProductInventories key={id} productId={id} />;
}

function ProductInventories({ productId }: { productId: string }) {
  const product = useResource(`product:${productId}`, (signal) => getProduct(productId, signal));
  const inventories = useResource(`inventories:${productId}`, (signal) => getInventories(productId, signal));
  const choices = useResource('choices', getChoices);
  const [editing, setEditing] = useState<'new' | string | null>(null);

  if (product.status === 'error' || inventories.status === 'error') {
    const missing = isNotFound(product.error) || isNotFound(inventories.error);
    return (
      <section>
        <PageHeader title="موجودی‌ها" back={PRODUCTS} />
        {missing ? (
          <MissingState what="محصول" backTo={PRODUCTS.to} backLabel="فهرست محصولات" />
        ) : (
          <ErrorState
            message="موجودی‌های محصول دریافت نشد."
            onRetry={() => {
              product.reload();
              inventories.reload();
            }}
          />
        )}
      </section>
    );
  }
  if (!product.data || !inventories.data) return <LoadingState />;
  const { unitType } = product.data;

  const replace = (saved: VersionedInventory) =>
    inventories.update((list) => list.map((i) => (i.id === saved.id ? saved : i)));

  return (
    <section>
      <PageHeader
        title={`موجودی‌های «${product.data.name}»`}
        back={PRODUCTS}
        actions={
          <>
            <Link className="panel-button panel-button--ghost" to={`/panel/products/${productId}`}>
              ویرایش محصول
            </Link>
            <button
              type="button"
              className="panel-button"
              disabled={editing === 'new'}
              onClick={() => setEditing('new')}
            >
              افزودن موجودی
            </button>
          </>
        }
      >
        <ProductSummary product={product.data} />
      </PageHeader>
      {editing === 'new' && (
        <InventoryForm
          unitType={unitType}
          choices={choices.data}
          onCancel={() => setEditing(null)}
          onSubmit={async (values) => {
            const created = await createInventory(createInventoryBody(productId, values));
            toast.success(`«${created.name}» اضافه شد`);
            inventories.update((list) => [created, ...list]);
            setEditing(null);
          }}
        />
      )}
      {inventories.data.length === 0 && editing !== 'new' && (
        <EmptyState>این محصول هنوز موجودی ندارد؛ تا موجودی نداشته باشد در فروشگاه فروخته نمی‌شود.</EmptyState>
      )}
      <InventoryList
        inventories={inventories.data}
        unitType={unitType}
        choices={choices.data}
        editing={editing === 'new' ? null : editing}
        onEditing={setEditing}
        onSaved={replace}
        onStale={inventories.reload}
      />
    </section>
  );
}

function ProductSummary({ product }: { product: Product }) {
  return (
    <span className="panel-muted">
      {product.categoryName} · فروش {UNIT_TYPE_LABELS[product.unitType]}
    </span>
  );
}
