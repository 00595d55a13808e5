import type { PricedBasket } from '@ela/contracts';
import { Link } from 'react-router';
import { formatToman } from '@ela/web-kit';
import { SALE_SAVINGS_LABEL } from '../../../components/price-breakdown';
import type { CheckoutWay } from '../basket-state';

interface Props {
  basket: PricedBasket;
  saving: boolean;
  /** Checkout for a customer; for a visitor, the login page that comes back to it. */
  checkout: CheckoutWay;
}

/** The totals in Toman and the way on to checkout, open once every line can be bought. */
export function BasketSummary({ basket, saving, checkout }: Props) {
  const { subtotal, saleSavings, total } = basket.totals;
  return (
    <section className="basket-summary" aria-label="جمع سبد خرید" aria-busy={saving}>
      <dl>
        <div>
          <dt>قیمت کالاها</dt>
          <dd>{formatToman(subtotal)}</dd>
        </div>
        {saleSavings > 0 && (
          <div className="basket-summary__savings">
            <dt>{SALE_SAVINGS_LABEL}</dt>
            <dd>{formatToman(saleSavings)}</dd>
          </div>
        )}
        <div className="basket-summary__total">
          <dt>جمع سبد خرید</dt>
          <dd data-testid="basket-total">{formatToman(total)}</dd>
        </div>
      </dl>
      {!basket.ready && (
        <p className="basket-summary__note" role="status">
          کالاهای ناموجود یا کم‌موجود در جمع حساب نشده‌اند؛ برای ادامه، مقدارشان را درست کنید یا حذفشان کنید.
        </p>
      )}
      {checkout.note && <p className="basket-summary__note">{checkout.note}</p>}
      {basket.ready && !saving ? (
        <Link to={checkout.to} className="button basket-summary__checkout">
          ادامه و تکمیل خرید
        </Link>
      ) : (
        <button type="button" className="button basket-summary__checkout" disabled>
          ادامه و تکمیل خرید
        </button>
      )}
    </section>
  );
}
