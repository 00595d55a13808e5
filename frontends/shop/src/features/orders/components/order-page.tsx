import { Link, useParams } from 'react-router';
import { formatJalaliDateTime } from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { PriceBreakdown } from '../../../components/price-breakdown';
import { PayAgain } from '../../../payments/components/pay-again';
import { isPayable } from '../../../payments/payable';
import { getOrder } from '../api/get-order';
import { orderName } from '../order-number';
import { hasInvoice } from '../order-statuses';
import { shipToText } from '../ship-to';
import { shippingMethodName } from '../shipping-methods';
import { BuyAgainButton } from './buy-again-button';
import { OrderLines } from './order-lines';
import { OrderNotFound } from './order-not-found';
import { OrderStatusBadge } from './order-status';
import { OrderTimeline } from './order-timeline';
import './orders.css';

/**
 * /profile/orders/{id}: one of the customer's orders with its lines, price, address and timeline;
 * its invoice once paid, and its goods back into the basket once it is past paying.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const view = useResource(id, getOrder);

  if (view.status === 'error') return <OrderNotFound />;
  if (view.status !== 'success') return <p aria-busy="true">در حال دریافت سفارش…</p>;

  const { order, address } = view.data;
  return (
    <article className="order-page" aria-labelledby="order-title">
      <header className="order-page__header">
        <h1 id="order-title">{orderName(order)}</h1>
        <OrderStatusBadge status={order.status} />
        <p className="order-page__placed">
          ثبت‌شده در <time dateTime={order.createdAt}>{formatJalaliDateTime(order.createdAt)}</time>
        </p>
      </header>
      {/* An order still to be paid is paid, not bought a second time; it has no invoice yet either. */}
      {!isPayable(order) && (
        <div className="order-page__actions">
          {hasInvoice(order.status) && (
            <Link className="button button--ghost" to={`/profile/orders/${order.id}/invoice`}>
              فاکتور
            </Link>
          )}
          <BuyAgainButton lines={order.lines} />
        </div>
      )}
      {isPayable(order) && (
        <PayAgain
          orderId={order.id}
          expiresAt={order.expiresAt}
          preferred={order.gateway}
          title="در انتظار پرداخت"
          action="پرداخت سفارش"
        >
          این سفارش هنوز پرداخت نشده است. اگر پرداخت قبلی لغو شد یا ناموفق بود، با همان درگاه یا درگاه دیگری
          دوباره پرداخت کنید.
        </PayAgain>
      )}
      {order.status === 'placed' && !isPayable(order) && (
        <p className="order-page__note">
          مهلت پرداخت این سفارش تمام شده است؛ اگر پرداختی از آن در بانک در حال بررسی نباشد، به‌زودی لغو
          می‌شود.
        </p>
      )}
      <section aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">کالاها</h2>
        <OrderLines lines={order.lines} />
      </section>
      <section aria-labelledby="order-price-title">
        <h2 id="order-price-title">مبلغ</h2>
        <PriceBreakdown breakdown={order.breakdown} label="مبلغ سفارش" />
        {order.discountCode && <p>کد تخفیف: {order.discountCode}</p>}
      </section>
      <section aria-labelledby="order-shipping-title">
        <h2 id="order-shipping-title">ارسال</h2>
        <p>روش ارسال: {shippingMethodName(order.shippingMethod)}</p>
        {address ? (
          <p>
            {address.title}: {shipToText(address)} — گیرنده: {address.receiverName}
          </p>
        ) : (
          <p>آدرس این سفارش در دفترچهٔ آدرس‌ها پیدا نشد.</p>
        )}
      </section>
      <section aria-labelledby="order-timeline-title">
        <h2 id="order-timeline-title">مراحل سفارش</h2>
        <OrderTimeline order={order} />
      </section>
      <Link to="/profile/orders">بازگشت به سفارش‌ها</Link>
    </article>
  );
}
