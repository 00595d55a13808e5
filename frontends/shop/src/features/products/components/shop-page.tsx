import { ProductBrowser } from './product-browser';

/** /shop: the whole shop, to browse by price, name or how things are sold. */
export function ShopPage() {
  return (
    <ProductBrowser
      title="فروشگاه"
      lead="پارچه‌های متری و نیم‌متری و لوازم خیاطی؛ مرتب کنید یا فقط یک نوع فروش را ببینید."
    />
  );
}
