import { EmptyState } from '../../../components/empty-state';

/** /basket: the basket arrives with ordering; until then it is honestly empty. */
export function BasketPage() {
  return (
    <>
      <h1>سبد خرید</h1>
      <EmptyState title="سبد خرید شما خالی است" action={{ to: '/product', label: 'رفتن به فروشگاه' }}>
        محصولی که به سبد اضافه کنید، این‌جا با قیمت و تعدادش دیده می‌شود.
      </EmptyState>
    </>
  );
}
