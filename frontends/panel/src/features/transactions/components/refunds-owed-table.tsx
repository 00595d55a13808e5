import { useState } from 'react';
import { GATEWAY_TITLES, type Page, type Payment } from '@ela/contracts';
import { formatJalaliDateTime, formatToman, toast, toPersianDigits } from '@ela/web-kit';
import { succeeded } from '../../../shared/api/attempt';
import type { ResourceView } from '../../../shared/api/use-resource';
import { useConfirm } from '../../../shared/components/confirm-dialog';
import { DataTable, type Column } from '../../../shared/components/data-table';
import { markRefunded } from '../api/payments.api';
import { OrderRef } from './order-ref';

const id = (value: string) => <code dir="ltr">{value}</code>;

/**
 * Money a bank took that the shop must give back by hand (`refund_owed`): who, how much, the
 * bank's reference to quote, and the order. Once the money is sent, «ثبت بازپرداخت» records it.
 */
export function RefundsOwedTable({
  payments,
  orderNumbers,
}: {
  payments: ResourceView<Page<Payment>>;
  /** Numbers of the page's orders, by id. */
  orderNumbers: Map<string, number>;
}) {
  const { confirm, dialog } = useConfirm();
  const [recording, setRecording] = useState<string | null>(null);

  const record = async (p: Payment) => {
    const number = toPersianDigits(String(p.number));
    const yes = await confirm({
      title: 'ثبت بازپرداخت',
      message: (
        <>
          <p>
            مبلغ {formatToman(p.amount)} پرداخت {number} به حساب مشتری برگردانده شده است؟
          </p>
          <p>فقط پس از واریز مبلغ به حساب مشتری ثبت کنید؛ ثبت بازپرداخت برگشت‌پذیر نیست.</p>
        </>
      ),
      confirmLabel: 'ثبت بازپرداخت',
    });
    if (!yes) return;
    setRecording(p.id);
    if (await succeeded(markRefunded(p.id))) toast.success(`بازپرداخت پرداخت ${number} ثبت شد.`);
    setRecording(null);
    // Also after a refusal: another admin may have recorded it meanwhile.
    payments.reload();
  };

  const columns: Column<Payment>[] = [
    { key: 'number', header: 'شمارهٔ پرداخت', cell: (p) => toPersianDigits(String(p.number)) },
    {
      key: 'at',
      header: 'زمان برداشت',
      cell: (p) => formatJalaliDateTime(p.capturedAt ?? p.createdAt),
    },
    { key: 'customer', header: 'شناسهٔ مشتری', cell: (p) => id(p.customerId) },
    { key: 'amount', header: 'مبلغ', cell: (p) => formatToman(p.amount) },
    { key: 'gateway', header: 'درگاه', cell: (p) => GATEWAY_TITLES[p.gateway] },
    { key: 'refId', header: 'کد پیگیری بانک', cell: (p) => (p.refId ? id(p.refId) : '—') },
    { key: 'reference', header: 'شناسهٔ درگاه', cell: (p) => (p.reference ? id(p.reference) : '—') },
    { key: 'order', header: 'سفارش', cell: (p) => <OrderRef id={p.orderId} numbers={orderNumbers} /> },
    {
      key: 'actions',
      header: <span className="panel-visually-hidden">کارها</span>,
      className: 'panel-table__actions',
      cell: (p) => (
        <button
          type="button"
          className="panel-button panel-button--small"
          aria-label={`ثبت بازپرداخت پرداخت ${p.number}`}
          disabled={recording === p.id}
          onClick={() => void record(p)}
        >
          ثبت بازپرداخت
        </button>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="بازپرداخت‌های معوق"
        columns={columns}
        resource={payments}
        errorMessage="فهرست بازپرداخت‌های معوق دریافت نشد."
        empty="بازپرداخت معوقی نیست: هر مبلغی که بانک برنگرداند، بازپرداختش ثبت شده است."
      />
      {dialog}
    </>
  );
}
