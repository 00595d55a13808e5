import { Link, useSearchParams } from 'react-router';
import { formatJalaliDate, formatToman, toPersianDigits } from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { isPayable } from '../../../payments/payable';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../catalog/components/state-views';
import { getOrders } from '../api/get-orders';
import { orderName } from '../order-number';
import { BuyAgainButton } from './buy-again-button';
import { OrderStatusBadge } from './order-status';
import { OrderThumbs } from './order-thumbs';
import './orders.css';

/** /profile/orders: the customer's orders, newest first, a page at a time; each past one can be bought again. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useResource(String(page), getOrders);
  const pages = orders.status === 'success' ? Math.ceil(orders.data.total / orders.data.limit) : 0;

  return (
    <section className="orders-page" aria-labelledby="orders-title">
      <h1 id="orders-title">سفارش‌های من</h1>
      {orders.status === 'loading' && <p aria-busy="true">در حال دریافت سفارش‌ها…</p>}
      {orders.status === 'error' && (
        <ErrorNotice onRetry={orders.retry} error={orders.error}>
          سفارش‌ها دریافت نشد.
        </ErrorNotice>
      )}
      {orders.status === 'success' && orders.data.total === 0 && (
        <EmptyState title="هنوز سفارشی ثبت نکرده‌اید" action={{ to: '/product', label: 'دیدن محصولات' }}>
          سفارش‌هایی که ثبت کنید، با وضعیت هر کدام، این‌جا فهرست می‌شوند.
        </EmptyState>
      )}
      {orders.status === 'success' && orders.data.items.length > 0 && (
        <ul className="orders-list" aria-label="فهرست سفارش‌ها">
          {orders.data.items.map((order) => (
            <li key={order.id} className="orders-list__item">
              <Link to={`/profile/orders/${order.id}`} className="orders-list__link">
                <span className="orders-list__title">
                  <strong data-testid="order-name">{orderName(order)}</strong>
                  <time dateTime={order.createdAt}>{formatJalaliDate(order.createdAt)}</time>
                </span>
                <OrderStatusBadge status={order.status} />
                <span>{formatToman(order.breakdown.total)}</span>
                <OrderThumbs lines={order.lines} />
              </Link>
              {!isPayable(order) && (
                <BuyAgainButton
                  lines={order.lines}
                  label={`خرید دوباره ${orderName(order)}`}
                  className="button button--ghost orders-list__again"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="orders-pager" aria-label="صفحه‌های سفارش‌ها">
          <button
            type="button"
            className="button button--ghost"
            disabled={page <= 1}
            onClick={() => setParams({ page: String(page - 1) })}
          >
            صفحهٔ قبل
          </button>
          <span>
            صفحهٔ {toPersianDigits(page)} از {toPersianDigits(pages)}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= pages}
            onClick={() => setParams({ page: String(page + 1) })}
          >
            صفحهٔ بعد
          </button>
        </nav>
      )}
    </section>
  );
}
