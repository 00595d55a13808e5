import type { OrderBreakdown, OrderLine, UnitType } from '@ela/contracts';
import { formatToman, toPersianDigits } from '@ela/web-kit';
import { quantityLabel } from '../../../catalog/quantity';
import { UNIT_STEP_NAMES } from '../../../catalog/unit-types';

interface Props {
  lines: OrderLine[];
  breakdown: OrderBreakdown;
  discountCode: string | null;
}

/**
 * The invoice's table: each line as bought (quantity in the customer's unit, the price of one unit
 * step after any sale, the line's total), then the goods' sum, the discount, shipping and the total.
 * The goods' sum is the order's subtotal less the sale, which is already in the lines' prices.
 */
export function InvoiceLines({ lines, breakdown, discountCode }: Props) {
  const { subtotal, saleSavings, discount, shipping, total } = breakdown;
  return (
    <table className="invoice__table">
      <caption className="visually-hidden">کالاها و مبلغ سفارش</caption>
      <thead>
        <tr>
          <th scope="col">ردیف</th>
          <th scope="col">کالا</th>
          <th scope="col">مقدار</th>
          <th scope="col">قیمت واحد</th>
          <th scope="col">مبلغ</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const unit = line.unitType as UnitType;
          return (
            <tr key={line.inventoryId}>
              <td>{toPersianDigits(index + 1)}</td>
              <th scope="row">{line.name}</th>
              <td>{quantityLabel(unit, line.quantity)}</td>
              <td>
                {formatToman(line.effectivePricePerStep)}
                <span className="invoice__step">هر {UNIT_STEP_NAMES[unit] ?? 'واحد'}</span>
              </td>
              <td>{formatToman(line.lineTotal)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            جمع کالاها
          </th>
          <td>{formatToman(subtotal - saleSavings)}</td>
        </tr>
        {discount > 0 && (
          <tr>
            <th scope="row" colSpan={4}>
              تخفیف{discountCode && <> (کد {discountCode})</>}
            </th>
            <td>{formatToman(discount)}</td>
          </tr>
        )}
        <tr>
          <th scope="row" colSpan={4}>
            هزینهٔ ارسال
          </th>
          <td>{shipping === 0 ? 'رایگان' : formatToman(shipping)}</td>
        </tr>
        <tr className="invoice__total">
          <th scope="row" colSpan={4}>
            مبلغ کل
          </th>
          <td data-testid="invoice-total">{formatToman(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
