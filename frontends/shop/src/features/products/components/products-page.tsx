import { formatNumber } from '@ela/web-kit';
import { useProducts } from '../api/get-products';
import { ProductList } from './product-list';

/** /product without a name: an overview of all products. */
export function ProductsPage() {
  const products = useProducts({ page: 1, limit: 20 });
  return (
    <>
      <header className="shop-page-header">
        <h1>همهٔ محصولات</h1>
        {products.status === 'success' && (
          <span className="shop-page-header__count">{formatNumber(products.data.total)} محصول</span>
        )}
      </header>
      <ProductList state={products} />
    </>
  );
}
