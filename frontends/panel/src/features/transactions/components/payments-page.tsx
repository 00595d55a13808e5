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
import { DataTable, type Column } from '../../../shared/components/data-table';
import { ListToolbar, type ListFilter } from '../../../shared/components/list-toolbar';
import { PageHeader } from '../../../shared/components/page-header';
import { Pagination } from '../../../shared/components/pagination';
import { listQuery, type ListSpec, type ListState } from '../../../shared/list/list-params';
import { useListing } from '../../../shared/list/use-listing';
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
const FILTERS: ListFilter[] = [
  { name: 'state', label: 'وضعیت', any: 'همه', options: PAYMENT_STATES, titles: PAYMENT_STATE_TITLES },
  { name: 'status', label: 'نتیجه', any: 'همه', options: PAYMENT_STATUSES, titles: PAYMENT_STATUS_LABELS },
  { name: 'gateway', label: 'درگاه', any: 'همه', options: PAYMENT_GATEWAYS, titles: GATEWAY_TITLES },
];

function paymentsQuery(state: ListState, spec: ListSpec) {
  const query = listQuery(state, spec);
  // A filter typed into the address by hand that the API does not know is left out, not sent.
  if (!PAYMENT_STATUSES.includes(query.status as PaymentStatus)) delete query.status;
  if (!PAYMENT_STATES.includes(query.state as PaymentState)) delete query.state;
  if (!PAYMENT_GATEWAYS.includes(query.gateway as PaymentGateway)) delete query.gateway;
  return query;
}

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
  const listing = useListing(LIST, paymentsQuery, getPayments);
  const payments = listing.rows;
  const owed = listing.query.state === REFUNDS_OWED;
  const [asking, setAsking] = useState<string | null>(null);
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
        <Pagination listing={listing} />
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
      <ListToolbar
        listing={listing}
        search="جست‌وجو (شناسهٔ درگاه، کد پیگیری، شمارهٔ پرداخت یا سفارش)"
        filters={FILTERS}
        sorts={SORT_LABELS}
        labelled
      />
      <DataTable
        caption="پرداخت‌ها"
        columns={columns}
        resource={payments}
        errorMessage="فهرست پرداخت‌ها دریافت نشد."
        empty="پرداختی با این شرایط نیست."
      />
      <Pagination listing={listing} />
    </section>
  );
}
