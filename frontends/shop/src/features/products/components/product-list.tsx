import type { ProductsState } from '../api/get-products';
import { ProductCard } from './product-card';
import './products.css';

const SKELETONS = Array.from({ length: 4 }, (_, i) => i);

/** A grid of products with its loading, empty and error states. */
export function ProductList({ state }: { state: ProductsState & { retry: () => void } }) {
  if (state.status === 'loading') {
    return (
      <div className="product-grid" aria-busy="true" aria-label="در حال بارگذاری محصولات">
        {SKELETONS.map((i) => (
          <div key={i} className="product-card product-card--skeleton" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="product-notice" role="alert">
        <p>فهرست محصولات دریافت نشد.</p>
        <button type="button" className="button" onClick={state.retry}>
          تلاش دوباره
        </button>
      </div>
    );
  }
  if (state.data.items.length === 0) {
    return <p className="product-notice">هنوز محصولی ثبت نشده است.</p>;
  }
  return (
    <div className="product-grid">
      {state.data.items.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}
