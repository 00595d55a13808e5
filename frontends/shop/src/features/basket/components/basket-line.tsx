import { Link } from 'react-router';
import type { PricedBasketLine } from '@ela/contracts';
import { formatToman } from '@ela/web-kit';
import { CatalogImage } from '../../../catalog/components/catalog-image';
import { Price } from '../../../catalog/components/price';
import { paths } from '../../../catalog/paths';
import { quantityLabel } from '../../../catalog/quantity';
import { perStepLabel } from '../../../catalog/unit-types';
import { LineQuantity } from './line-quantity';

interface Props {
  line: PricedBasketLine;
  onQuantity: (inventoryId: string, steps: number) => void;
  onRemove: (inventoryId: string) => void;
}

function stockNote(line: PricedBasketLine): string | null {
  switch (line.stockState) {
    case 'deleted':
      return 'این کالا دیگر فروخته نمی‌شود؛ آن را از سبد حذف کنید.';
    case 'sold_out':
      return 'ناموجود؛ این کالا فعلاً در انبار نیست.';
    case 'not_enough':
      return line.unitType
        ? `فقط ${quantityLabel(line.unitType, line.available)} موجود است؛ مقدار را کم کنید.`
        : null;
    default:
      return null;
  }
}

/** One line: picture, name, colour and design, price per step, quantity, line total and its stock. */
export function BasketLine({ line, onQuantity, onRemove }: Props) {
  const name = line.name ?? 'کالای حذف‌شده';
  const variant = [line.color?.name, line.design?.name].filter(Boolean).join('، ');
  const note = stockNote(line);
  const buyable = line.stockState === 'in_stock' || line.stockState === 'not_enough';
  return (
    <li className={`basket-line basket-line--${line.stockState}`} aria-label={name}>
      <CatalogImage
        image={line.image}
        size="thumb"
        alt={name}
        placeholder={name}
        className="basket-line__image"
      />
      <div className="basket-line__info">
        {line.stockState === 'deleted' ? (
          <h2 className="basket-line__name">{name}</h2>
        ) : (
          <h2 className="basket-line__name">
            <Link to={paths.inventory(name)}>{name}</Link>
          </h2>
        )}
        {variant && <p className="basket-line__variant">{variant}</p>}
        {line.unitType && line.effectivePricePerStep !== null && (
          <p className="basket-line__unit-price">
            <span>{perStepLabel(line.unitType)}: </span>
            <Price
              amount={line.effectivePricePerStep}
              before={line.salePricePerStep !== null ? line.pricePerStep : null}
            />
          </p>
        )}
        {note && (
          <p className="basket-line__stock" role="status">
            {note}
          </p>
        )}
      </div>
      <div className="basket-line__actions">
        {buyable && line.unitType ? (
          <LineQuantity
            id={`quantity-${line.inventoryId}`}
            name={name}
            unitType={line.unitType}
            quantity={line.quantity}
            available={line.available}
            onChange={(steps) => onQuantity(line.inventoryId, steps)}
          />
        ) : (
          line.unitType && (
            <p className="basket-line__amount">{quantityLabel(line.unitType, line.quantity)}</p>
          )
        )}
        {line.lineTotal !== null && (
          <p className="basket-line__total">
            <span>جمع: </span>
            <strong className={line.counted ? '' : 'basket-line__total--not-counted'}>
              {formatToman(line.lineTotal)}
            </strong>
          </p>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onRemove(line.inventoryId)}
          aria-label={`حذف ${name}`}
        >
          حذف
        </button>
      </div>
    </li>
  );
}
