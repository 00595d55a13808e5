import { Link } from 'react-router';
import { MainCategories } from './main-categories';
import { NewestProducts } from './newest-products';
import { SaleItems } from './sale-items';
import './home.css';

/** The storefront's front page: a welcome, the main categories, what is on sale, what is new. */
export function HomePage() {
  return (
    <>
      <section className="home-hero">
        <h1 className="home-hero__title">فروشگاه پارچهٔ اِلا</h1>
        <p className="home-hero__text">پارچه‌های متری و نیم‌متری و لوازم خیاطی، با ارسال به سراسر ایران.</p>
        <div className="home-hero__actions">
          <Link to="/shop" className="button home-hero__primary">
            خرید پارچه
          </Link>
          <Link to="/discount" className="button button--ghost home-hero__secondary">
            حراج‌ها
          </Link>
        </div>
      </section>
      <MainCategories />
      <SaleItems />
      <NewestProducts />
    </>
  );
}
