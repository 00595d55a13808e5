import { EmptyState } from '../../../components/empty-state';

/** /profile/orders/{id}: one order. No order exists yet, so every id is one we cannot find. */
export function OrderPage() {
  return (
    <EmptyState
      title="سفارشی با این شماره پیدا نشد"
      action={{ to: '/profile/orders', label: 'سفارش‌های من' }}
    >
      اگر نشانی را از پیامکی برداشته‌اید، دوباره بررسی‌اش کنید.
    </EmptyState>
  );
}
