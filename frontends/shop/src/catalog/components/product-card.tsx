import { Link } from 'react-router';
import type { Product } from '@ela/contracts';
import { paths } from '../paths';
import { UNIT_TYPE_LABELS } from '../unit-types';
import { CatalogImage } from './catalog-image';
import { Price } from './price';
import './catalog-card.css';

/** One product in a listing: picture, name, how it is sold and its lowest price; opens its page. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="catalog-card" data-testid="product-card">
      <Link
        to={product.inventoryName ? paths.inventory(product.inventoryName) : paths.product(product.id)}
        className="catalog-card__link"
      >
        <div className="catalog-card__media">
          <CatalogImage image={product.image} size="card" alt="" placeholder={product.name} />
          {product.onSale && <span className="catalog-card__badge">حراج</span>}
        </div>
        <div className="catalog-card__body">
          <h3 className="catalog-card__name">{product.name}</h3>
          <p className="catalog-card__category">{product.categoryName}</p>
          <div className="catalog-card__meta">
            <span className="catalog-card__unit">{UNIT_TYPE_LABELS[product.unitType]}</span>
            {product.minPrice === null ? (
              <span className="catalog-card__unavailable">ناموجود</span>
            ) : (
              <span className="catalog-card__price">
                <span className="catalog-card__from">از</span>
                <Price amount={product.minPrice} />
              </span>
            )}
          </div>
        </div>
      </Link>
    </article>
  );
}
