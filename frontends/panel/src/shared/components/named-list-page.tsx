import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { Page } from '@ela/contracts';
import { formatJalaliDate, formatNumber, toast } from '@ela/web-kit';
import { succeeded } from '../api/attempt';
import { useResource } from '../api/use-resource';
import { CatalogTabs } from './catalog-tabs';
import { useConfirm } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { PageHeader } from './page-header';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import { listQuery, type ListSpec } from '../list/list-params';
import { useClampPage } from '../list/use-clamp-page';
import { useListState } from '../list/use-list-state';

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
  const [state, change] = useListState(LIST);
  const query = listQuery(state, LIST);
  const items = useResource(JSON.stringify(query), (signal) => load(query, signal));
  useClampPage(items, state, change, LIST.limit);
  const { confirm, dialog } = useConfirm();

  async function removeOne(item: T) {
    const yes = await confirm({
      title: `حذف ${noun}`,
      message: `${noun} «${item.name}» حذف شود؟ ${noun}ی که موجودی‌ای آن را دارد حذف نمی‌شود.`,
      confirmLabel: 'حذف',
      danger: true,
    });
    if (!yes || !(await succeeded(remove(item.id)))) return;
    toast.success(`${noun} «${item.name}» حذف شد`);
    items.reload();
  }

  const actions = (item: T): ReactNode => (
    <div className="panel-actions">
      <Link className="panel-button panel-button--ghost panel-button--small" to={`${basePath}/${item.id}`}>
        ویرایش
      </Link>
      <button
        type="button"
        className="panel-button panel-button--ghost panel-button--small"
        aria-label={`حذف ${item.name}`}
        onClick={() => void removeOne(item)}
      >
        حذف
      </button>
    </div>
  );

  const columns: Column<T>[] = [
    picture,
    { key: 'name', header: 'نام', cell: (item) => <strong>{item.name}</strong> },
    ...details,
    { key: 'created', header: 'ثبت', cell: (item) => formatJalaliDate(item.createdAt) },
    { key: 'actions', header: hidden('عملیات'), cell: actions },
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
      <div className="panel-toolbar">
        <SearchBox label={`جستجوی ${noun}`} value={state.q} onSearch={(q) => change({ q }, true)} />
        <select
          className="panel-input"
          aria-label="مرتب‌سازی"
          value={state.sort}
          onChange={(event) => change({ sort: event.target.value })}
        >
          <option value="name">نام (الفبایی)</option>
          <option value="newest">جدیدترین</option>
        </select>
      </div>
      <DataTable
        caption={`فهرست ${plural}`}
        columns={columns}
        resource={items}
        rowKey={(item) => item.id}
        errorMessage={`فهرست ${plural} دریافت نشد.`}
        empty={state.q ? `${noun}ی با این نام پیدا نشد.` : `هنوز ${noun}ی ثبت نشده است.`}
      />
      {items.data && items.data.total > 0 && (
        <Pagination
          page={state.page}
          total={items.data.total}
          limit={LIST.limit}
          onPage={(page) => change({ page })}
        />
      )}
      {dialog}
    </section>
  );
}

export const pictureHeader = hidden;
