import type { OrderLine } from '@ela/contracts';
import { toPersianDigits } from '@ela/web-kit';
import { CatalogImage } from '../../../catalog/components/catalog-image';

/** Pictures a list row has room for; the rest are counted. */
const SHOWN = 4;

/**
 * The pictures of an order's lines as they were bought, so an order is known at a glance; a line
 * kept without one (older orders, or an inventory with no picture) shows the shop's placeholder.
 */
export function OrderThumbs({ lines }: { lines: OrderLine[] }) {
  const rest = lines.length - SHOWN;
  return (
    <ul className="order-thumbs" aria-label="تصویر کالاها">
      {lines.slice(0, SHOWN).map((line) => (
        <li key={line.inventoryId}>
          <CatalogImage
            image={line.image ?? null}
            size="thumb"
            alt={line.productName}
            placeholder={line.productName}
            className="order-thumbs__image"
          />
        </li>
      ))}
      {rest > 0 && (
        <li className="order-thumbs__more" aria-label={`و ${toPersianDigits(rest)} کالای دیگر`}>
          +{toPersianDigits(rest)}
        </li>
      )}
    </ul>
  );
}
