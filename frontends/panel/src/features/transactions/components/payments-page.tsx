import { useState } from 'react';
import {
  GATEWAY_TITLES,
  PAYMENT_GATEWAYS,
  PAYMENT_STATE_TITLES,
  PAYMENT_STATES,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentGateway,
  type PaymentState,
  type PaymentStatus,
} from '@ela/contracts';
import { formatJalaliDateTime, formatNumber, formatToman, toast, toPersianDigits } from '@ela/web-kit';
import { useResource } from '../../../shared/api/use-resource';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { SearchBox } from '../../../shared/components/search-box';
import { listQuery, type ListSpec } from '../../../shared/list/list-params';
import { useClampPage } from '../../../shared/list/use-clamp-page';
import { useListState } from '../../../shared/list/use-list-state';
import { getPayments, reconcilePayment } from '../api/payments.api';
import { useOrderNumbers } from '../hooks/use-order-numbers';
import { OrderRef } from './order-ref';
import { FAILURE_LABELS, PAYMENT_STATUS_LABELS, REVERSAL_LABELS } from './payment-labels';
import { RefundsOwedTable } from './refunds-owed-table';
import { REFUNDS_OWED, TransactionsTabs } from './transactions-tabs';
import './transactions.css';

const LIST: ListSpec = {
  sorts: ['newest', 'oldest', 'amount'],
  filters: ['status', 'state', 'gateway'],
  limit: 20,
};
const SORT_LABELS: Record<string, string> = {
  newest: 'جدیدترین',
  oldest: 'قدیمی‌ترین',
  amount: 'بیشترین مبلغ',
};

/** Why a payment ended as it did, and where money it could not keep stands. */
function outcomeText(p: Payment): string {
  const parts = [p.failure ? FAILURE_LABELS[p.failure] : '', p.reversal ? REVERSAL_LABELS[p.reversal] : ''];
  return parts.filter(Boolean).join('، ') || '—';
}

/**
 * /panel/transactions/payments: every attempt to pay an order at a gateway, with the gateway's
 * reference, its state, the amount and the bank's tracking number. One still waiting on the bank
 * can be asked about at once instead of at the next reconciliation. With `state=refund_owed` it is
 * the list of money owed back by hand («بازپرداخت‌های معوق»), each recorded once refunded.
 */
export function PaymentsTransactionsPage() {
  const [state, change] = useListState(LIST);
  const [asking, setAsking] = useState<string | null>(null);
  const query = listQuery(state, LIST);
  // A filter typed into the address by hand that the API does not know is left out, not sent.
  if (!PAYMENT_STATUSES.includes(query.status as PaymentStatus)) delete query.status;
  if (!PAYMENT_STATES.includes(query.state as PaymentState)) delete query.state;
  if (!PAYMENT_GATEWAYS.includes(query.gateway as PaymentGateway)) delete query.gateway;
  const owed = query.state === REFUNDS_OWED;
  const payments = useResource(JSON.stringify(query), (signal) => getPayments(query, signal));
  useClampPage(payments, state, change, LIST.limit);
  const orderNumbers = useOrderNumbers(payments.data);

  const ask = async (p: Payment) => {
    setAsking(p.id);
    try {
      const settled = await reconcilePayment(p.id);
      toast.info(
        `وضعیت پرداخت ${toPersianDigits(String(p.number))}: ${PAYMENT_STATUS_LABELS[settled.status]}`,
      );
      payments.reload();
    } finally {
      setAsking(null);
    }
  };

  const columns: Column<Payment>[] = [
    { key: 'number', header: 'شماره', cell: (p) => toPersianDigits(String(p.number)) },
    { key: 'at', header: 'زمان', cell: (p) => formatJalaliDateTime(p.createdAt) },
    { key: 'gateway', header: 'درگاه', cell: (p) => GATEWAY_TITLES[p.gateway] },
    {
      key: 'reference',
      header: 'شناسهٔ درگاه',
      cell: (p) => (p.reference ? <code dir="ltr">{p.reference}</code> : '—'),
    },
    { key: 'state', header: 'وضعیت', cell: (p) => PAYMENT_STATE_TITLES[p.state] },
    { key: 'status', header: 'نتیجه', cell: (p) => PAYMENT_STATUS_LABELS[p.status] },
    { key: 'amount', header: 'مبلغ', cell: (p) => formatToman(p.amount) },
    { key: 'refId', header: 'کد پیگیری', cell: (p) => (p.refId ? <bdi dir="ltr">{p.refId}</bdi> : '—') },
    { key: 'outcome', header: 'شرح', cell: outcomeText },
    { key: 'order', header: 'سفارش', cell: (p) => <OrderRef id={p.orderId} numbers={orderNumbers} /> },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">کارها</span>,
      className: 'panel-table__actions',
      cell: (p) =>
        p.status === 'Initial' || p.status === 'Pending' ? (
          <button
            type="button"
            className="panel-button panel-button--small"
            aria-label={`استعلام پرداخت ${p.number}`}
            disabled={asking === p.id}
            onClick={() => void ask(p)}
          >
            استعلام
          </button>
        ) : null,
    },
  ];

  const select = (
    label: string,
    name: 'status' | 'state' | 'gateway',
    options: readonly string[],
    titles: Record<string, string>,
  ) => (
    <label>
      {label}{' '}
      <select
        className="panel-input"
        value={state.filters[name] ?? ''}
        onChange={(event) => change({ filters: { [name]: event.target.value } })}
      >
        <option value="">همه</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {titles[o]}
          </option>
        ))}
      </select>
    </label>
  );

  const pages = payments.data && payments.data.total > 0 && (
    <Pagination
      page={state.page}
      total={payments.data.total}
      limit={LIST.limit}
      onPage={(page) => change({ page })}
    />
  );
  if (owed)
    return (
      <section>
        <PageHeader title="بازپرداخت‌های معوق">
          <p className="panel-muted">
            مبلغ‌هایی که بانک از مشتری برداشت، سفارش نپذیرفت و بانک هم خودکار برنگرداند. هر مبلغ را به حساب
            مشتری برگردانید (با کد پیگیری بانک) و سپس «ثبت بازپرداخت» را بزنید.
          </p>
          {payments.data && (
            <span className="panel-muted">{formatNumber(payments.data.total)} بازپرداخت معوق</span>
          )}
        </PageHeader>
        <TransactionsTabs />
        <RefundsOwedTable payments={payments} orderNumbers={orderNumbers} />
        {pages}
      </section>
    );
  return (
    <section>
      <PageHeader title="پرداخت‌ها">
        <p className="panel-muted">
          هر بار که مشتری برای سفارشی به درگاه می‌رود یک پرداخت ثبت می‌شود. پرداختی که پاسخ بانکش نرسیده،
          خودکار پیگیری می‌شود؛ با «استعلام» همین حالا از بانک پرسیده می‌شود.
        </p>
        {payments.data && <span className="panel-muted">{formatNumber(payments.data.total)} پرداخت</span>}
      </PageHeader>
      <TransactionsTabs />
      <div className="panel-toolbar">
        <SearchBox
          label="جست‌وجو (شناسهٔ درگاه، کد پیگیری، شمارهٔ پرداخت یا سفارش)"
          value={state.q}
          onSearch={(q) => change({ q }, true)}
        />
        {select('وضعیت', 'state', PAYMENT_STATES, PAYMENT_STATE_TITLES as Record<PaymentState, string>)}
        {select('نتیجه', 'status', PAYMENT_STATUSES, PAYMENT_STATUS_LABELS as Record<PaymentStatus, string>)}
        {select('درگاه', 'gateway', PAYMENT_GATEWAYS, GATEWAY_TITLES as Record<PaymentGateway, string>)}
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
        caption="پرداخت‌ها"
        columns={columns}
        resource={payments}
        rowKey={(p) => p.id}
        errorMessage="فهرست پرداخت‌ها دریافت نشد."
        empty="پرداختی با این شرایط نیست."
      />
      {pages}
    </section>
  );
}
