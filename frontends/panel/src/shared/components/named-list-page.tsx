import { Link } from 'react-router';
import type { Page } from '@ela/contracts';
import { formatJalaliDate, formatNumber } from '@ela/web-kit';
import { CatalogTabs } from './catalog-tabs';
import { DataTable, type Column } from './data-table';
import { ListToolbar } from './list-toolbar';
import { PageHeader } from './page-header';
import { RowActions } from './row-actions';
import { Pagination } from './pagination';
import { useConfirmedDelete } from './use-confirmed-delete';
import { listQuery, type ListSpec } from '../list/list-params';
import { useListing } from '../list/use-listing';

interface Named {
  id: string;
  name: string;
  createdAt: string;
}

export interface NamedListProps<T extends Named> {
  /** The thing in Persian, singular and plural: «رنگ»، «رنگ‌ها». */
  noun: string;
  plural: string;
  /** Where the list lives; `/define` and `/{id}` hang under it. */
  basePath: string;
  load: (query: Record<string, string | number>, signal?: AbortSignal) => Promise<Page<T>>;
  remove: (id: string) => Promise<void>;
  /** Its picture in the first column: a swatch, a thumbnail. */
  picture: Column<T>;
  /** Columns between the name and the date. */
  details?: Column<T>[];
}

const LIST: ListSpec = { sorts: ['name', 'newest'], limit: 20 };
const SORT_LABELS = { name: 'نام (الفبایی)', newest: 'جدیدترین' };
const hidden = (text: string) => <span className="panel-visually-hidden">{text}</span>;

/** A searchable, sortable, paged table of a simple named thing (colours, designs) with edit and delete. */
export function NamedListPage<T extends Named>({
  noun,
  plural,
  basePath,
  load,
  remove,
  picture,
  details = [],
}: NamedListProps<T>) {
  const listing = useListing(LIST, listQuery, load);
  const items = listing.rows;
  const { confirmDelete, dialog } = useConfirmedDelete(items.reload);

  const removeOne = (item: T) =>
    confirmDelete(
      {
        title: `حذف ${noun}`,
        message: `${noun} «${item.name}» حذف شود؟ ${noun}ی که موجودی‌ای آن را دارد حذف نمی‌شود.`,
        done: `${noun} «${item.name}» حذف شد`,
      },
      () => remove(item.id),
    );

  const columns: Column<T>[] = [
    picture,
    { key: 'name', header: 'نام', cell: (item) => <strong>{item.name}</strong> },
    ...details,
    { key: 'created', header: 'ثبت', cell: (item) => formatJalaliDate(item.createdAt) },
    {
      key: 'actions',
      header: hidden('عملیات'),
      cell: (item) => (
        <RowActions edit={`${basePath}/${item.id}`} name={item.name} onDelete={() => void removeOne(item)} />
      ),
    },
  ];

  return (
    <section>
      <PageHeader
        title={plural}
        actions={
          <Link className="panel-button" to={`${basePath}/define`}>
            افزودن {noun}
          </Link>
        }
      >
        {items.data && (
          <span className="panel-muted">
            {formatNumber(items.data.total)} {noun}
          </span>
        )}
      </PageHeader>
      <CatalogTabs />
      <ListToolbar listing={listing} search={`جستجوی ${noun}`} sorts={SORT_LABELS} />
      <DataTable
        caption={`فهرست ${plural}`}
        columns={columns}
        resource={items}
        errorMessage={`فهرست ${plural} دریافت نشد.`}
        empty={listing.state.q ? `${noun}ی با این نام پیدا نشد.` : `هنوز ${noun}ی ثبت نشده است.`}
      />
      <Pagination listing={listing} />
      {dialog}
    </section>
  );
}

export const pictureHeader = hidden;
