import { useProducts } from '../api/get-products';
import { ProductList } from './product-list';

/** The storefront's front page: a welcome and the newest products. */
export function HomePage() {
  const products = useProducts({ page: 1, limit: 20 });
  return (
    <>
      <section className="shop-hero">
        <h1>فروشگاه پارچهٔ اِلا</h1>
        <p>پارچه‌های متری و نیم‌متری و لوازم خیاطی، با ارسال به سراسر ایران.</p>
      </section>
      <h2 className="shop-section-title">تازه‌ترین محصولات</h2>
      <ProductList state={products} />
    </>
  );
}
