import { Link, useParams } from 'react-router';
import { useResource } from '../../../hooks/use-resource';
import { getOrder } from '../api/get-order';
import { orderName } from '../order-number';
import { hasInvoice } from '../order-statuses';
import { Invoice } from './invoice';
import { OrderNotFound } from './order-not-found';
import './orders.css';

/** /profile/orders/{id}/invoice: a paid order's invoice; an order without one says why. */
export function OrderInvoicePage() {
  const { id = '' } = useParams();
  const view = useResource(id, getOrder);

  if (view.status === 'error') return <OrderNotFound />;
  if (view.status !== 'success') return <p aria-busy="true">در حال دریافت فاکتور…</p>;

  const { order } = view.data;
  if (hasInvoice(order.status)) return <Invoice order={order} />;
  return (
    <section className="order-page" aria-labelledby="no-invoice-title">
      <h1 id="no-invoice-title">فاکتور {orderName(order)}</h1>
      <p className="order-page__note" data-testid="no-invoice">
        {order.status === 'cancelled'
          ? 'این سفارش لغو شده است و فاکتوری ندارد.'
          : 'این سفارش هنوز پرداخت نشده است؛ فاکتور پس از پرداخت صادر می‌شود.'}
      </p>
      <Link to={`/profile/orders/${order.id}`}>بازگشت به سفارش</Link>
    </section>
  );
}
