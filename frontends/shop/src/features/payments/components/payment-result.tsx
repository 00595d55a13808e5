import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { GATEWAY_TITLES, type PaymentResult } from '@ela/contracts';
import { formatToman, toPersianDigits } from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { readOrder } from '../../../payments/api/read-order';
import { PayAgain } from '../../../payments/components/pay-again';
import { orderAgain } from '../api/order-again';
import { standingOf } from '../order-standing';
import { paymentMessage } from '../payment-messages';

/**
 * A settled (or pending) payment as the customer reads it, with the order and the next step. An
 * attempt that did not pay sends its customer on by where the order stands now: pay again while it
 * is payable, its goods back into the basket once it is cancelled.
 */
export function PaymentResultView({ result }: { result: PaymentResult }) {
  const navigate = useNavigate();
  const [refilling, setRefilling] = useState(false);
  const orderId = result.details ? result.orderId : null;
  const settled = result.outcome !== 'paid' && result.outcome !== 'pending';
  // Read for its number always, and for where it stands once an attempt did not pay it.
  const order = useResource(orderId, readOrder);
  const standing = settled && order.status === 'success' ? standingOf(order.data) : null;
  const message = paymentMessage(result, standing);
  // Paying again is the step to take while the order is payable; otherwise the order itself.
  const orderLink = standing === 'payable' ? 'button button--ghost' : 'button';

  const refill = async () => {
    if (!orderId) return;
    setRefilling(true);
    try {
      await orderAgain(orderId);
      navigate('/basket');
    } catch {
      setRefilling(false); // The HTTP client has shown why.
    }
  };

  return (
    <section
      className={`payment-result payment-result--${message.tone}`}
      aria-labelledby="payment-result-title"
    >
      <h1 id="payment-result-title" data-testid="payment-outcome">
        {message.title}
      </h1>
      {message.tone === 'pending' && <p className="spinner" aria-hidden="true" />}
      <dl className="payment-result__facts">
        {orderId && (
          <>
            <dt>شمارهٔ سفارش</dt>
            <dd data-testid="order-number">
              {order.status === 'success' ? (
                toPersianDigits(order.data.number)
              ) : order.status === 'error' ? (
                <bdi dir="ltr">{orderId.slice(0, 8)}</bdi>
              ) : (
                '…'
              )}
            </dd>
          </>
        )}
        <dt>شمارهٔ پرداخت</dt>
        <dd data-testid="payment-number">{toPersianDigits(String(result.number))}</dd>
        {result.amount !== null && (
          <>
            <dt>مبلغ</dt>
            <dd data-testid="payment-amount">{formatToman(result.amount)}</dd>
          </>
        )}
        <dt>درگاه</dt>
        <dd>{GATEWAY_TITLES[result.gateway]}</dd>
      </dl>
      <p>{message.money}</p>
      {settled && order.status === 'loading' ? (
        <p aria-busy="true">در حال بررسی وضعیت سفارش…</p>
      ) : (
        <p>{message.next}</p>
      )}
      {order.status === 'success' && standing === 'payable' && (
        <PayAgain
          orderId={order.data.id}
          expiresAt={order.data.expiresAt}
          preferred={result.gateway}
          title="پرداخت دوباره"
          action="پرداخت دوباره"
        />
      )}
      <div className="payment-result__actions">
        {orderId ? (
          <Link className={orderLink} to={`/profile/orders/${orderId}`}>
            دیدن سفارش
          </Link>
        ) : (
          <Link className={orderLink} to="/profile/orders">
            سفارش‌های من
          </Link>
        )}
        {standing === 'cancelled' && (
          <button type="button" className="button button--ghost" onClick={refill} disabled={refilling}>
            برگرداندن کالاها به سبد خرید
          </button>
        )}
        {message.tone !== 'success' && (
          <Link className="button button--ghost" to="/">
            بازگشت به فروشگاه
          </Link>
        )}
      </div>
    </section>
  );
}
