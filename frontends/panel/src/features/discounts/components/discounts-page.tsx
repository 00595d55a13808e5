import { Link } from 'react-router';
import { DISCOUNT_STATES, type Discount, type DiscountState } from '@ela/contracts';
import { formatNumber, formatTehranDate, formatToman, toPersianDigits } from '@ela/web-kit';
import { DeleteButton } from '../../../shared/components/delete-button';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { ListToolbar } from '../../../shared/components/list-toolbar';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { useConfirmedDelete } from '../../../shared/components/use-confirmed-delete';
import { listQuery, type ListSpec } from '../../../shared/list/list-params';
import { useListing } from '../../../shared/list/use-listing';
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
  const listing = useListing(LIST, listQuery, getDiscounts);
  const discounts = listing.rows;
  const { confirmDelete, dialog } = useConfirmedDelete(discounts.reload);

  const remove = (d: Discount) =>
    confirmDelete(
      {
        title: 'حذف کد تخفیف',
        message: `کد «${d.code}» دیگر پذیرفته نمی‌شود. سفارش‌هایی که با آن ثبت شده‌اند تغییری نمی‌کنند.`,
        confirmLabel: 'حذف کد',
      },
      () => deleteDiscount(d.id),
    );

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
          <DeleteButton name={d.code} danger onClick={() => remove(d)} />
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
      <ListToolbar
        listing={listing}
        search="جست‌وجوی کد یا عنوان"
        filters={[
          { name: 'state', label: 'وضعیت', any: 'همه', options: DISCOUNT_STATES, titles: STATE_LABELS },
        ]}
        sorts={SORT_LABELS}
        labelled
      />
      <DataTable
        caption="کدهای تخفیف"
        columns={columns}
        resource={discounts}
        errorMessage="فهرست کدهای تخفیف دریافت نشد."
        empty="کد تخفیفی با این وضعیت نیست."
      />
      <Pagination listing={listing} />
      {dialog}
    </section>
  );
}
