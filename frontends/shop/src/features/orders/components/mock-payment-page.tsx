import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatToman, toast, trackPaymentResult } from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { EmptyState } from '../../../components/empty-state';
import { getOrder, mockPay } from '../api/get-order';
import './orders.css';

/** /payment/mock/{orderId}: MockTest's stand-in for a gateway page (development and tests only). */
export function MockPaymentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const view = useResource(id, getOrder);
  const [paying, setPaying] = useState(false);
  const orderPage = `/profile/orders/${id}`;

  const result = (status: 'Success' | 'Failed') =>
    trackPaymentResult({ orderId: id, gateway: 'MockTest', status });
  const pay = async () => {
    setPaying(true);
    try {
      await mockPay(id);
      result('Success');
      toast.success('پرداخت انجام شد و سفارش شما ثبت شد.');
      navigate(orderPage);
    } catch {
      result('Failed');
      setPaying(false); // The HTTP client has shown why.
    }
  };
  // Leaving the gateway without paying is what a real gateway reports as a failed payment.
  const cancel = () => {
    result('Failed');
    navigate(orderPage);
  };

  if (view.status === 'error')
    return (
      <EmptyState
        title="سفارشی برای پرداخت پیدا نشد"
        action={{ to: '/profile/orders', label: 'سفارش‌های من' }}
      />
    );
  if (view.status !== 'success') return <p aria-busy="true">در حال دریافت سفارش…</p>;
  const { order } = view.data;
  if (order.status !== 'placed')
    return (
      <EmptyState title="این سفارش در انتظار پرداخت نیست" action={{ to: orderPage, label: 'دیدن سفارش' }} />
    );
  return (
    <section className="mock-payment" aria-labelledby="mock-payment-title">
      <h1 id="mock-payment-title">پرداخت آزمایشی</h1>
      <p>این صفحه جای درگاه بانکی است و پولی جابه‌جا نمی‌شود.</p>
      <p className="mock-payment__amount">
        مبلغ: <strong data-testid="mock-payment-total">{formatToman(order.breakdown.total)}</strong>
      </p>
      <div className="mock-payment__actions">
        <button type="button" className="button" onClick={pay} disabled={paying}>
          پرداخت
        </button>
        <button type="button" className="button button--ghost" onClick={cancel} disabled={paying}>
          انصراف
        </button>
      </div>
    </section>
  );
}
