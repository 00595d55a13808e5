import type { Product } from '@ela/contracts';
import { formatToman } from '@ela/web-kit';
import { UNIT_TYPE_LABELS } from './unit-types';

/** One product in a listing: name, how it is sold, and its price in Toman. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card__swatch" aria-hidden="true">
        {product.name.trim().charAt(0)}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">{product.name}</h3>
        {product.description && <p className="product-card__description">{product.description}</p>}
        <div className="product-card__meta">
          <span className="product-card__unit">{UNIT_TYPE_LABELS[product.unitType] ?? product.unitType}</span>
          <span className="product-card__price">{formatToman(product.price)}</span>
        </div>
      </div>
    </article>
  );
}
