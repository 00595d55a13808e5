import type { Product } from '@ela/contracts';
import { formatToman } from '@ela/web-kit';
import { UNIT_TYPE_LABELS } from './unit-types';
import { mediaUrl } from '../api/media-url';

/** One product in a listing: picture, name, how it is sold, and its lowest price in Toman. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="product-card" data-testid="product-card">
      {product.image ? (
        <img
          className="product-card__image"
          src={mediaUrl(product.image.urls.card)}
          alt=""
          loading="lazy"
          width={480}
          height={480}
        />
      ) : (
        <div className="product-card__swatch" aria-hidden="true">
          {product.name.trim().charAt(0)}
        </div>
      )}
      <div className="product-card__body">
        <h3 className="product-card__name">{product.name}</h3>
        {product.description && <p className="product-card__description">{product.description}</p>}
        <div className="product-card__meta">
          <span className="product-card__unit">{UNIT_TYPE_LABELS[product.unitType] ?? product.unitType}</span>
          {product.minPrice === null ? (
            <span className="product-card__price product-card__price--none">ناموجود</span>
          ) : (
            <span className="product-card__price">
              {product.onSale && <span className="product-card__sale">حراج</span>}
              {formatToman(product.minPrice)}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
