import type { OrderLine, UnitType } from '@ela/contracts';
import { formatToman } from '@ela/web-kit';
import { CatalogImage } from '../../../catalog/components/catalog-image';
import { quantityLabel } from '../../../catalog/quantity';
import { UNIT_STEP_NAMES } from '../../../catalog/unit-types';

/**
 * The lines as bought: picture (the shop's placeholder when none was kept), quantity, the price of
 * one unit step (named) and the line's total.
 */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className="order-lines" aria-label="کالاهای سفارش">
      {lines.map((line) => {
        const unit = line.unitType as UnitType;
        return (
          <li key={line.inventoryId} className="order-lines__line order-lines__line--pictured">
            <CatalogImage
              image={line.image ?? null}
              size="thumb"
              alt=""
              placeholder={line.productName}
              className="order-lines__image"
            />
            <strong>{line.productName}</strong>
            {line.name !== line.productName && <span className="order-lines__variant">{line.name}</span>}
            <span>
              {quantityLabel(unit, line.quantity)} × هر {UNIT_STEP_NAMES[unit] ?? 'واحد'}{' '}
              {formatToman(line.effectivePricePerStep)}
            </span>
            <span className="order-lines__total">{formatToman(line.lineTotal)}</span>
          </li>
        );
      })}
    </ul>
  );
}
