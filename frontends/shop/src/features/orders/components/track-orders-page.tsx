import { Link } from 'react-router';
import { formatJalaliDate } from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../catalog/components/state-views';
import { getOpenOrders } from '../api/get-orders';
import { orderName } from '../order-number';
import { OrderStatusBadge } from './order-status';
import { OrderTimeline } from './order-timeline';
import './orders.css';

/** /profile/track-orders: the orders not yet delivered or cancelled, each with its timeline. */
export function TrackOrdersPage() {
  const orders = useResource('open', getOpenOrders);
  return (
    <section className="orders-page" aria-labelledby="track-title">
      <h1 id="track-title">پیگیری سفارش‌ها</h1>
      {orders.status === 'loading' && <p aria-busy="true">در حال دریافت سفارش‌ها…</p>}
      {orders.status === 'error' && (
        <ErrorNotice onRetry={orders.retry} error={orders.error}>
          سفارش‌ها دریافت نشد.
        </ErrorNotice>
      )}
      {orders.status === 'success' && orders.data.length === 0 && (
        <EmptyState title="سفارشی در راه ندارید" action={{ to: '/profile/orders', label: 'همهٔ سفارش‌ها' }}>
          وقتی سفارشی ثبت کنید، مرحله‌به‌مرحلهٔ رسیدنش را این‌جا می‌بینید.
        </EmptyState>
      )}
      {orders.status === 'success' &&
        orders.data.map((order) => (
          <article key={order.id} className="track-card" aria-label={orderName(order)}>
            <header className="order-page__header">
              <Link to={`/profile/orders/${order.id}`}>
                {orderName(order)} — {formatJalaliDate(order.createdAt)}
              </Link>
              <OrderStatusBadge status={order.status} />
            </header>
            <OrderTimeline order={order} />
          </article>
        ))}
    </section>
  );
}
