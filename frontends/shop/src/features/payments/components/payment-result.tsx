import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { GATEWAY_TITLES, type PaymentResult } from '@ela/contracts';
import { formatToman, isLoggedIn, toPersianDigits, useAuthStore } from '@ela/web-kit';
import { orderAgain } from '../api/order-again';
import { paymentMessage } from '../payment-messages';

/** A settled (or pending) payment as the customer reads it, with the order and the next step. */
export function PaymentResultView({ result }: { result: PaymentResult }) {
  const message = paymentMessage(result);
  const navigate = useNavigate();
  const loggedIn = useAuthStore((s) => isLoggedIn(s) && !s.isAdmin);
  const [refilling, setRefilling] = useState(false);
  const orderPage = `/profile/orders/${result.orderId}`;

  const refill = async () => {
    setRefilling(true);
    try {
      if (result.orderId) await orderAgain(result.orderId);
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
        {result.orderId && (
          <>
            <dt>شمارهٔ سفارش</dt>
            <dd>
              <bdi dir="ltr">{result.orderId.slice(0, 8)}</bdi>
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
      <p>{message.next}</p>
      <div className="payment-result__actions">
        <Link className="button" to={orderPage}>
          دیدن سفارش
        </Link>
        {message.orderAgain && loggedIn && (
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
