import type { OrderBreakdown } from '@ela/contracts';
import { formatToman } from '@ela/web-kit';
import './price-breakdown.css';

interface Props {
  breakdown: Partial<OrderBreakdown> & Pick<OrderBreakdown, 'subtotal' | 'saleSavings' | 'total'>;
  label?: string;
}

/** What the sale took off, in the basket, at checkout and on an order alike. */
export const SALE_SAVINGS_LABEL = 'سود شما از حراج';

/** Subtotal, sale savings, discount, shipping and total in Toman, as checkout and an order show them. */
export function PriceBreakdown({ breakdown, label = 'جزئیات مبلغ' }: Props) {
  const { subtotal, saleSavings, discount, shipping, total } = breakdown;
  return (
    <dl className="price-breakdown" aria-label={label}>
      <div>
        <dt>قیمت کالاها</dt>
        <dd>{formatToman(subtotal)}</dd>
      </div>
      {saleSavings > 0 && (
        <div className="price-breakdown__saving">
          <dt>{SALE_SAVINGS_LABEL}</dt>
          <dd>{formatToman(saleSavings)}</dd>
        </div>
      )}
      {discount !== undefined && discount > 0 && (
        <div className="price-breakdown__saving">
          <dt>کد تخفیف</dt>
          <dd>{formatToman(discount)}</dd>
        </div>
      )}
      {shipping !== undefined && (
        <div>
          <dt>هزینهٔ ارسال</dt>
          <dd>{shipping === 0 ? 'رایگان' : formatToman(shipping)}</dd>
        </div>
      )}
      <div className="price-breakdown__total">
        <dt>مبلغ قابل پرداخت</dt>
        <dd data-testid="breakdown-total">{formatToman(total)}</dd>
      </div>
    </dl>
  );
}
