import { useSearchParams } from 'react-router';
import { ProductBrowser } from './product-browser';
import { ProductRedirect } from './product-redirect';

/** /product: an overview of all products; with `?product=<id>` it opens that product's page. */
export function ProductsPage() {
  const [params] = useSearchParams();
  const productId = params.get('product');
  if (productId !== null) return <ProductRedirect productId={productId} />;
  return <ProductBrowser title="همهٔ محصولات" />;
}
