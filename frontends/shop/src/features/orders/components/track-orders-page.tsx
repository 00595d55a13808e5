import { EmptyState } from '../../../components/empty-state';

/** /profile/track-orders: orders on their way. */
export function TrackOrdersPage() {
  return (
    <EmptyState title="سفارشی در راه ندارید" action={{ to: '/product', label: 'دیدن محصولات' }}>
      وقتی سفارشی ارسال شود، مرحله‌به‌مرحلهٔ رسیدنش را این‌جا می‌بینید.
    </EmptyState>
  );
}
