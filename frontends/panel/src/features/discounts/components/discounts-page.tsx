import { Link } from 'react-router';
import { DISCOUNT_STATES, type Discount, type DiscountState } from '@ela/contracts';
import { formatNumber, formatTehranDate, formatToman, toPersianDigits } from '@ela/web-kit';
import { succeeded } from '../../../shared/api/attempt';
import { useResource } from '../../../shared/api/use-resource';
import { useConfirm } from '../../../shared/components/confirm-dialog';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { SearchBox } from '../../../shared/components/search-box';
import { Pagination } from '../../../shared/components/pagination';
import { listQuery, type ListSpec } from '../../../shared/list/list-params';
import { useClampPage } from '../../../shared/list/use-clamp-page';
import { useListState } from '../../../shared/list/use-list-state';
import { deleteDiscount, getDiscounts } from '../api/discounts.api';
import './discounts.css';

const LIST: ListSpec = { sorts: ['newest', 'ending', 'code'], filters: ['state'], limit: 20 };
const SORT_LABELS: Record<string, string> = { newest: 'جدیدترین', ending: 'زودتر تمام‌شونده', code: 'کد' };

export const STATE_LABELS: Record<DiscountState, string> = {
  active: 'فعال',
  scheduled: 'هنوز شروع نشده',
  expired: 'تمام‌شده',
  used_up: 'سقف استفاده پر شده',
};

/** Where a code stands now, the same way the server's state filter decides it. */
export function stateOf(d: Discount, now = Date.now()): DiscountState {
  if (now >= Date.parse(d.endsAt)) return 'expired';
  if (d.usageLimit !== null && d.used >= d.usageLimit) return 'used_up';
  if (now < Date.parse(d.startsAt)) return 'scheduled';
  return 'active';
}

function amount(d: Discount): string {
  if (d.kind === 'fixed') return formatToman(d.value);
  const cap = d.maxDiscount === null ? '' : ` تا سقف ${formatToman(d.maxDiscount)}`;
  return `${toPersianDigits(d.value)}٪${cap}`;
}

/** /panel/discount: every code, by state, with its terms and uses. */
export function DiscountsPage() {
  const [state, change] = useListState(LIST);
  const query = listQuery(state, LIST);
  const discounts = useResource(JSON.stringify(query), (signal) => getDiscounts(query, signal));
  useClampPage(discounts, state, change, LIST.limit);
  const { confirm, dialog } = useConfirm();

  async function remove(d: Discount) {
    const yes = await confirm({
      title: 'حذف کد تخفیف',
      message: `کد «${d.code}» دیگر پذیرفته نمی‌شود. سفارش‌هایی که با آن ثبت شده‌اند تغییری نمی‌کنند.`,
      confirmLabel: 'حذف کد',
      danger: true,
    });
    if (yes && (await succeeded(deleteDiscount(d.id)))) discounts.reload();
  }

  const columns: Column<Discount>[] = [
    { key: 'code', header: 'کد', cell: (d) => <code dir="ltr">{d.code}</code> },
    { key: 'title', header: 'عنوان', cell: (d) => d.title },
    { key: 'amount', header: 'تخفیف', cell: amount },
    {
      key: 'window',
      header: 'بازه',
      // Tehran's days, as the code's window is kept, in whatever zone the admin's browser is.
      cell: (d) => `${formatTehranDate(d.startsAt)} تا ${formatTehranDate(Date.parse(d.endsAt) - 1)}`,
    },
    {
      key: 'uses',
      header: 'استفاده',
      cell: (d) =>
        `${formatNumber(d.used)} از ${d.usageLimit === null ? 'نامحدود' : formatNumber(d.usageLimit)}`,
    },
    {
      key: 'for',
      header: 'برای',
      cell: (d) => (d.customerIds ? `${formatNumber(d.customerIds.length)} مشتری` : 'همه'),
    },
    {
      key: 'state',
      header: 'وضعیت',
      cell: (d) => <span className={`discount-state--${stateOf(d)}`}>{STATE_LABELS[stateOf(d)]}</span>,
    },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">کارها</span>,
      className: 'panel-table__actions',
      cell: (d) => (
        <div className="panel-actions">
          <Link className="panel-link" to={`/panel/discount/${d.id}`} aria-label={`ویرایش ${d.code}`}>
            ویرایش
          </Link>
          <button
            type="button"
            className="panel-button panel-button--danger panel-button--small"
            aria-label={`حذف ${d.code}`}
            onClick={() => remove(d)}
          >
            حذف
          </button>
        </div>
      ),
    },
  ];

  return (
    <section>
      <PageHeader
        title="کدهای تخفیف"
        actions={
          <Link className="panel-button" to="/panel/discount/define">
            تعریف کد تخفیف
          </Link>
        }
      >
        {discounts.data && <span className="panel-muted">{formatNumber(discounts.data.total)} کد</span>}
      </PageHeader>
      <div className="panel-toolbar">
        <SearchBox label="جست‌وجوی کد یا عنوان" value={state.q} onSearch={(q) => change({ q }, true)} />
        <label>
          وضعیت{' '}
          <select
            className="panel-input"
            value={state.filters.state ?? ''}
            onChange={(event) => change({ filters: { state: event.target.value } })}
          >
            <option value="">همه</option>
            {DISCOUNT_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          ترتیب{' '}
          <select
            className="panel-input"
            value={state.sort}
            onChange={(event) => change({ sort: event.target.value })}
          >
            {LIST.sorts.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        caption="کدهای تخفیف"
        columns={columns}
        resource={discounts}
        rowKey={(d) => d.id}
        errorMessage="فهرست کدهای تخفیف دریافت نشد."
        empty="کد تخفیفی با این وضعیت نیست."
      />
      {discounts.data && discounts.data.total > 0 && (
        <Pagination
          page={state.page}
          total={discounts.data.total}
          limit={LIST.limit}
          onPage={(page) => change({ page })}
        />
      )}
      {dialog}
    </section>
  );
}
