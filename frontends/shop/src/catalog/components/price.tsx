import { formatNumber, formatToman } from '@ela/web-kit';

interface Props {
  /** What a customer pays now, whole Rials. */
  amount: number;
  /** The price before the sale, struck through, when on sale. */
  before?: number | null;
  className?: string;
}

/** A price in Toman; on sale, the old price struck through beside it. */
export function Price({ amount, before, className = '' }: Props) {
  const onSale = before != null && before > amount;
  return (
    <span className={`price ${className}`}>
      {onSale && (
        <del className="price__before">
          <span className="visually-hidden">قیمت پیش از تخفیف: </span>
          {formatToman(before)}
        </del>
      )}
      <span className="price__now">{formatToman(amount)}</span>
    </span>
  );
}

/** Whole percent taken off, e.g. «۱۵٪». */
export function discountPercent(price: number, salePrice: number): string {
  return `${formatNumber(Math.round(((price - salePrice) * 100) / price))}٪`;
}
