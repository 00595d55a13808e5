import { EmptyState } from '../../../components/empty-state';

/** What an order's pages say when the id names no order of this customer. */
export function OrderNotFound() {
  return (
    <EmptyState
      title="سفارشی با این شماره پیدا نشد"
      action={{ to: '/profile/orders', label: 'سفارش‌های من' }}
    >
      اگر نشانی را از پیامکی برداشته‌اید، دوباره بررسی‌اش کنید.
    </EmptyState>
  );
}
