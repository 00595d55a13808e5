import { useMemo, useState } from 'react';
import type { VolumetricWeight } from '@ela/contracts';
import { formatNumber, toast } from '@ela/web-kit';
import { useResource } from '../../../shared/api/use-resource';
import {
  flattenCategories,
  getCategoryTree,
  type CategoryOption,
} from '../../../shared/categories/category-tree';
import { DeleteButton } from '../../../shared/components/delete-button';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { useConfirmedDelete } from '../../../shared/components/use-confirmed-delete';
import { pageQuery, type ListSpec } from '../../../shared/list/list-params';
import { useListing } from '../../../shared/list/use-listing';
import {
  createVolumetricWeight,
  deleteVolumetricWeight,
  getProductName,
  getVolumetricWeights,
  updateVolumetricWeight,
} from '../api/volumetric-weights.api';
import { VolumetricWeightForm } from './volumetric-weight-form';
import { EMPTY_VOLUMETRIC, volumetricGrams, volumetricValues } from './volumetric-weight-form.model';
import './volumetric-weights.css';

const LIST: ListSpec = { sorts: ['newest'], limit: 20 };

/** A product's name, asked for once per row (the entry keeps the id only). */
function ProductName({ id }: { id: string }) {
  const name = useResource(id, (signal) => getProductName(id, signal));
  if (name.status === 'error') return <span className="panel-muted">محصول حذف‌شده</span>;
  return <>{name.data ?? '…'}</>;
}

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; entry: VolumetricWeight };

/**
 * /panel/volumetric-weights: the shipping weight and box of one unit step of a category's products
 * or of one product. A product's own entry wins over its category's, then the nearest ancestor's.
 */
export function VolumetricWeightsPage() {
  const listing = useListing(LIST, pageQuery, getVolumetricWeights);
  const entries = listing.rows;
  const tree = useResource('tree', (signal) => getCategoryTree(signal));
  const categories = useMemo<CategoryOption[]>(() => flattenCategories(tree.data ?? []), [tree.data]);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const { confirmDelete, dialog } = useConfirmedDelete(entries.reload);

  const categoryName = (id: string) => categories.find((c) => c.id === id)?.path ?? 'دستهٔ حذف‌شده';

  const remove = (entry: VolumetricWeight) =>
    confirmDelete(
      {
        title: 'حذف وزن حجمی',
        message: 'پس از حذف، وزن این کالاها از دستهٔ بالاتر یا وزن پیش‌فرض خوانده می‌شود.',
      },
      () => deleteVolumetricWeight(entry.id),
    );

  const targetText = (w: VolumetricWeight) =>
    w.productId ? `محصول ${w.productId.slice(0, 8)}` : `دستهٔ ${categoryName(w.categoryId ?? '')}`;

  const columns: Column<VolumetricWeight>[] = [
    {
      key: 'target',
      header: 'برای',
      cell: (w) =>
        w.productId ? (
          <>
            محصول: <ProductName id={w.productId} />
          </>
        ) : (
          `دسته: ${categoryName(w.categoryId ?? '')}`
        ),
    },
    { key: 'weight', header: 'وزن (گرم)', cell: (w) => formatNumber(w.weightGrams) },
    {
      key: 'box',
      header: 'جعبه (سانتی‌متر)',
      cell: (w) => `${formatNumber(w.lengthCm)} × ${formatNumber(w.widthCm)} × ${formatNumber(w.heightCm)}`,
    },
    { key: 'volumetric', header: 'وزن حجمی (گرم)', cell: (w) => formatNumber(volumetricGrams(w)) },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">کارها</span>,
      className: 'panel-table__actions',
      cell: (w) => (
        <div className="panel-actions">
          <button
            type="button"
            className="panel-button panel-button--ghost panel-button--small"
            aria-label={`ویرایش وزن ${targetText(w)}`}
            onClick={() => setEditing({ mode: 'edit', entry: w })}
          >
            ویرایش
          </button>
          <DeleteButton name={`وزن ${targetText(w)}`} danger onClick={() => remove(w)} />
        </div>
      ),
    },
  ];

  return (
    <section>
      <PageHeader
        title="وزن حجمی"
        actions={
          editing.mode === 'closed' && (
            <button type="button" className="panel-button" onClick={() => setEditing({ mode: 'new' })}>
              افزودن وزن حجمی
            </button>
          )
        }
      >
        <p className="panel-muted">
          وزن و اندازهٔ جعبهٔ یک واحد (یک عدد، نیم متر یا یک متر). وزن محصول بر وزن دسته‌اش مقدم است.
        </p>
      </PageHeader>
      {editing.mode === 'new' && (
        <VolumetricWeightForm
          initial={EMPTY_VOLUMETRIC}
          categories={categories}
          editing={false}
          submitLabel="ثبت وزن حجمی"
          onCancel={() => setEditing({ mode: 'closed' })}
          onSubmit={async (body) => {
            await createVolumetricWeight(body);
            toast.success('وزن حجمی ثبت شد');
            setEditing({ mode: 'closed' });
            entries.reload();
          }}
        />
      )}
      {editing.mode === 'edit' && (
        <VolumetricWeightForm
          key={editing.entry.id}
          initial={volumetricValues(editing.entry)}
          categories={categories}
          editing
          targetLabel={
            editing.entry.productId ? (
              <ProductName id={editing.entry.productId} />
            ) : (
              categoryName(editing.entry.categoryId ?? '')
            )
          }
          submitLabel="ذخیرهٔ تغییرات"
          onCancel={() => setEditing({ mode: 'closed' })}
          onSubmit={async ({ weightGrams, lengthCm, widthCm, heightCm }) => {
            await updateVolumetricWeight(editing.entry.id, { weightGrams, lengthCm, widthCm, heightCm });
            toast.success('وزن حجمی ذخیره شد');
            setEditing({ mode: 'closed' });
            entries.reload();
          }}
        />
      )}
      <DataTable
        caption="وزن‌های حجمی"
        columns={columns}
        resource={entries}
        errorMessage="فهرست وزن‌های حجمی دریافت نشد."
        empty="هنوز وزنی ثبت نشده؛ کالاها با وزن پیش‌فرض فرستاده می‌شوند."
      />
      <Pagination listing={listing} />
      {dialog}
    </section>
  );
}
