import { EmptyState } from '../../../components/empty-state';

/** /profile/orders: the customer's orders. Ordering is not open yet, so nobody has one. */
export function OrdersPage() {
  return (
    <EmptyState title="هنوز سفارشی ثبت نکرده‌اید" action={{ to: '/product', label: 'دیدن محصولات' }}>
      سفارش‌هایی که ثبت کنید، با وضعیت هر کدام، این‌جا فهرست می‌شوند.
    </EmptyState>
  );
}
