import { Link } from 'react-router';
import type { Inventory } from '@ela/contracts';
import { paths } from '../paths';
import { UNIT_STEP_NAMES } from '../unit-types';
import { CatalogImage } from './catalog-image';
import { Price, discountPercent } from './price';
import './catalog-card.css';

/** One sellable item (a colour or design of a product): picture, price per unit step, sale and stock. */
export function InventoryCard({ inventory }: { inventory: Inventory }) {
  const { name, images, onSale, salePrice, price, effectivePrice, stock, color } = inventory;
  const soldOut = stock === 0;
  return (
    <article
      className={`catalog-card${soldOut ? ' catalog-card--sold-out' : ''}`}
      data-testid="inventory-card"
    >
      <Link to={paths.inventory(name)} className="catalog-card__link">
        <div className="catalog-card__media">
          <CatalogImage image={images[0] ?? null} size="card" alt="" placeholder={name} />
          {onSale && salePrice !== null && (
            <span className="catalog-card__badge">{discountPercent(price, salePrice)} تخفیف</span>
          )}
          {soldOut && <span className="catalog-card__sold-out">ناموجود</span>}
        </div>
        <div className="catalog-card__body">
          <h3 className="catalog-card__name">{name}</h3>
          {color && (
            <p className="catalog-card__category">
              <span className="swatch-dot" style={{ background: color.hex }} aria-hidden="true" />
              {color.name}
            </p>
          )}
          <div className="catalog-card__meta">
            <span className="catalog-card__unit">هر {UNIT_STEP_NAMES[inventory.unitType]}</span>
            <Price amount={effectivePrice} before={onSale ? price : null} className="catalog-card__price" />
          </div>
        </div>
      </Link>
    </article>
  );
}
