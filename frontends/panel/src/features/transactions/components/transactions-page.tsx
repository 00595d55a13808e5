import { useState } from 'react';
import { ORDER_STATUSES, type Order, type OrderStatus } from '@ela/contracts';
import {
  endOfTehranDay,
  formatJalaliDateTime,
  formatNumber,
  formatToman,
  startOfTehranDay,
  toPersianDigits,
} from '@ela/web-kit';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { ListToolbar } from '../../../shared/components/list-toolbar';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { readParts } from '../../../shared/dates/jalali-parts';
import type { ListSpec, ListState } from '../../../shared/list/list-params';
import { useListing } from '../../../shared/list/use-listing';
import { getOrders, searchOrders } from '../api/orders.api';
import { DateRange, partsFromParam } from './date-range';
import { OrderDrawer } from './order-drawer';
import { SHIPPING_LABELS, STATUS_LABELS } from './order-status';
import { TransactionsTabs } from './transactions-tabs';
import './transactions.css';

/** What one transactions screen lists: a fixed status, or any (chosen in a filter). */
export interface TransactionsPreset {
  title: string;
  /** Why this screen lists what it lists, shown under the title. */
  about: string;
  status?: OrderStatus;
}

const LIST: ListSpec = { sorts: ['newest', 'oldest', 'total'], filters: ['status', 'from', 'to'], limit: 20 };
const SORT_LABELS: Record<string, string> = {
  newest: 'جدیدترین',
  oldest: 'قدیمی‌ترین',
  total: 'بیشترین مبلغ',
};
const STATUS_FILTER = {
  name: 'status',
  label: 'وضعیت',
  any: 'همه',
  options: ORDER_STATUSES,
  titles: STATUS_LABELS,
};

function dayInstant(param: string | undefined, edge: 'start' | 'end'): string | undefined {
  const read = readParts(partsFromParam(param));
  if (!param || !read.ok) return undefined;
  return new Date(edge === 'start' ? startOfTehranDay(read.day) : endOfTehranDay(read.day)).toISOString();
}

function statusOf(state: ListState, preset: TransactionsPreset): OrderStatus | undefined {
  const chosen = state.filters.status as OrderStatus | undefined;
  return preset.status ?? (chosen && ORDER_STATUSES.includes(chosen) ? chosen : undefined);
}

function ordersQuery(state: ListState, status: string | undefined) {
  const query: Record<string, string | number> = { page: state.page, limit: LIST.limit, sort: state.sort };
  if (status) query.status = status;
  const from = dayInstant(state.filters.from, 'start');
  const to = dayInstant(state.filters.to, 'end');
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/**
 * Orders for admins: one listing for the four transactions screens, each with its status preset.
 * A search (an order number in any digits, or a customer's phone or name) asks /order/user-search
 * with the same status, period and sort.
 */
export function TransactionsList({ preset }: { preset: TransactionsPreset }) {
  const listing = useListing(
    LIST,
    (state) => ({
      term: state.q.length >= 2 ? state.q : '',
      query: ordersQuery(state, statusOf(state, preset)),
    }),
    ({ term, query }, signal) => (term ? searchOrders({ ...query, term }, signal) : getOrders(query, signal)),
  );
  const { state, change, rows: orders } = listing;
  const [open, setOpen] = useState<Pick<Order, 'id' | 'number'> | null>(null);

  const columns: Column<Order>[] = [
    { key: 'number', header: 'شمارهٔ سفارش', cell: (o) => toPersianDigits(o.number) },
    { key: 'at', header: 'ثبت', cell: (o) => formatJalaliDateTime(o.createdAt) },
    { key: 'status', header: 'وضعیت', cell: (o) => STATUS_LABELS[o.status] },
    { key: 'lines', header: 'اقلام', cell: (o) => formatNumber(o.lines.length) },
    { key: 'shipping', header: 'ارسال', cell: (o) => SHIPPING_LABELS[o.shippingMethod] ?? o.shippingMethod },
    { key: 'total', header: 'مبلغ', cell: (o) => formatToman(o.breakdown.total) },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">کارها</span>,
      className: 'panel-table__actions',
      cell: (o) => (
        <button
          type="button"
          className="panel-button panel-button--small"
          aria-label={`جزئیات سفارش ${toPersianDigits(o.number)}`}
          onClick={() => setOpen(o)}
        >
          جزئیات
        </button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={preset.title}>
        <p className="panel-muted">{preset.about}</p>
        {orders.data && <span className="panel-muted">{formatNumber(orders.data.total)} سفارش</span>}
      </PageHeader>
      <TransactionsTabs />
      <ListToolbar
        listing={listing}
        search="جست‌وجوی شمارهٔ سفارش یا مشتری (موبایل یا نام)"
        filters={preset.status ? [] : [STATUS_FILTER]}
        sorts={SORT_LABELS}
        labelled
      />
      <DateRange
        key={`${state.filters.from ?? ''}|${state.filters.to ?? ''}`}
        from={state.filters.from}
        to={state.filters.to}
        onApply={(range) => change({ filters: range })}
      />
      <DataTable
        caption={preset.title}
        columns={columns}
        resource={orders}
        errorMessage="فهرست سفارش‌ها دریافت نشد."
        empty="سفارشی با این شرایط نیست."
      />
      <Pagination listing={listing} />
      {open && (
        <OrderDrawer
          orderId={open.id}
          number={open.number}
          onClose={() => setOpen(null)}
          onChanged={() => orders.reload()}
        />
      )}
    </section>
  );
}

/** /panel/transactions: every order, any status. */
export function TransactionsPage() {
  return (
    <TransactionsList
      preset={{ title: 'همهٔ تراکنش‌ها', about: 'همهٔ سفارش‌ها در هر وضعیتی؛ وضعیت را از فهرست انتخاب کنید.' }}
    />
  );
}

/** /panel/transactions/paid: paid and waiting for the shop to take them on. */
export function PaidTransactionsPage() {
  return (
    <TransactionsList
      preset={{
        title: 'سفارش‌های پرداخت‌شده',
        about: 'سفارش‌هایی که پرداخت شده‌اند و هنوز رسیدگی نشده‌اند (وضعیت «پرداخت‌شده»).',
        status: 'paid',
      }}
    />
  );
}

/** /panel/transactions/delivered */
export function DeliveredTransactionsPage() {
  return (
    <TransactionsList
      preset={{
        title: 'سفارش‌های تحویل‌شده',
        about: 'سفارش‌هایی که به دست مشتری رسیده‌اند.',
        status: 'delivered',
      }}
    />
  );
}
