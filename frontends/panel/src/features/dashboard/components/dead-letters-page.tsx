import type { DeadLetter } from '@ela/contracts';
import { formatJalaliDateTime, formatNumber } from '@ela/web-kit';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { pageQuery, type ListSpec } from '../../../shared/list/list-params';
import { useListing } from '../../../shared/list/use-listing';
import { getDeadLetters } from '../api/analytics.api';
import './dashboard.css';

const LIST: ListSpec = { sorts: ['newest'], filters: [], limit: 20 };

const columns: Column<DeadLetter>[] = [
  { key: 'at', header: 'زمان', cell: (letter) => formatJalaliDateTime(letter.deadAt) },
  { key: 'reason', header: 'علت', cell: (letter) => letter.reason },
  {
    key: 'event',
    header: 'شناسهٔ رویداد',
    cell: (letter) => (letter.eventId ? <code dir="ltr">{letter.eventId}</code> : '—'),
  },
  {
    key: 'payload',
    header: 'محتوا',
    cell: (letter) => (
      <details>
        <summary>نمایش</summary>
        <pre dir="ltr" className="dashboard-letter">
          {letter.payload}
        </pre>
      </details>
    ),
  },
];

/** /panel/information/dead-letters: browser events the worker could not store, and why. */
export function DeadLettersPage() {
  const listing = useListing(LIST, pageQuery, getDeadLetters);
  const letters = listing.rows;
  return (
    <section>
      <PageHeader title="رویدادهای ذخیره‌نشده" back={{ to: '/panel/information', label: 'اطلاعات فروشگاه' }}>
        {letters.data && <span className="panel-muted">{formatNumber(letters.data.total)} رویداد</span>}
      </PageHeader>
      <p className="panel-muted">
        رویدادهایی از مرورگرها که نوشتنشان ممکن نشد؛ همان‌طور که رسیدند نگه داشته شده‌اند تا علتشان بررسی شود.
      </p>
      <DataTable
        caption="رویدادهای ذخیره‌نشده، جدیدترین در بالا"
        columns={columns}
        resource={letters}
        errorMessage="رویدادهای ذخیره‌نشده دریافت نشد."
        empty="همهٔ رویدادها ذخیره شده‌اند."
      />
      <Pagination listing={listing} />
    </section>
  );
}
