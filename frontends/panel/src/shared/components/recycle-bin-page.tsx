import type { ReactNode } from 'react';
import type { Page } from '@ela/contracts';
import { formatJalaliDateTime, formatNumber, toast } from '@ela/web-kit';
import { succeeded } from '../api/attempt';
import { pageQuery, type ListSpec } from '../list/list-params';
import { useListing } from '../list/use-listing';
import { DataTable, type Column } from './data-table';
import { PageHeader } from './page-header';
import { Pagination } from './pagination';

interface Deleted {
  id: string;
  deletedAt: string | null;
}

interface RecycleBinPageProps<T extends Deleted> {
  title: string;
  /** The section's tabs under the title. */
  tabs: ReactNode;
  /** The count's noun: «۳ مقالهٔ حذف‌شده». */
  counted: string;
  caption: string;
  errorMessage: string;
  empty: string;
  /** The columns before the time of deletion. */
  columns: Column<T>[];
  /** What a row is called, on its button and in the toast. */
  nameOf: (row: T) => string;
  load: (query: { page: number; limit: number }, signal: AbortSignal) => Promise<Page<T>>;
  restore: (id: string) => Promise<unknown>;
}

const BIN: ListSpec = { sorts: ['deleted_newest'], limit: 20 };

/** A section's deleted things, last deleted first, each with a button that brings it back. */
export function RecycleBinPage<T extends Deleted>(props: RecycleBinPageProps<T>) {
  const { title, tabs, counted, columns, nameOf, load, restore } = props;
  const listing = useListing(BIN, pageQuery, load);
  const { rows } = listing;

  async function bringBack(row: T) {
    if (!(await succeeded(restore(row.id)))) return;
    toast.success(`«${nameOf(row)}» بازگردانده شد`);
    rows.reload();
  }

  const all: Column<T>[] = [
    ...columns,
    {
      key: 'deleted',
      header: 'زمان حذف',
      cell: (row) => (row.deletedAt ? formatJalaliDateTime(row.deletedAt) : '—'),
    },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">عملیات</span>,
      cell: (row) => (
        <button
          type="button"
          className="panel-button panel-button--small"
          aria-label={`بازگرداندن ${nameOf(row)}`}
          onClick={() => void bringBack(row)}
        >
          بازگرداندن
        </button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={title}>
        {rows.data && (
          <span className="panel-muted">
            {formatNumber(rows.data.total)} {counted}
          </span>
        )}
      </PageHeader>
      {tabs}
      <DataTable
        caption={props.caption}
        columns={all}
        resource={rows}
        errorMessage={props.errorMessage}
        empty={props.empty}
      />
      <Pagination listing={listing} />
    </section>
  );
}
