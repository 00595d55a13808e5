import { Link } from 'react-router';
import { gatewayTitle, type Order } from '@ela/contracts';
import { formatJalaliDate, toPersianDigits, usePageMeta } from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { getShopContact } from '../api/get-shop-contact';
import { orderName } from '../order-number';
import { InvoiceLines } from './invoice-lines';
import { InvoiceBuyer, InvoiceSeller } from './invoice-parties';
import './invoice.css';

/** When the order was paid: its timeline's payment, or when it was placed for an order without one. */
function paidAt(order: Order): string {
  return order.timeline.find((entry) => entry.status === 'paid')?.at ?? order.createdAt;
}

/** A paid order's invoice, laid out for an A4 sheet; «چاپ» prints it with nothing of the site around it. */
export function Invoice({ order }: { order: Order }) {
  const title = `فاکتور ${orderName(order)}`;
  // Its name is what the browser offers as the file's when the invoice is saved as a PDF.
  usePageMeta({ title });
  const contact = useResource('contact', getShopContact);
  const paid = paidAt(order);
  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <header className="invoice__header">
        <h1 id="invoice-title">{title}</h1>
        <dl className="invoice__facts">
          <dt>شمارهٔ سفارش</dt>
          <dd data-testid="invoice-number">{toPersianDigits(order.number)}</dd>
          <dt>تاریخ</dt>
          <dd>
            <time dateTime={paid} data-testid="invoice-date">
              {formatJalaliDate(paid)}
            </time>
          </dd>
          <dt>پرداخت</dt>
          <dd>{gatewayTitle(order.gateway)}</dd>
        </dl>
      </header>
      <div className="invoice__parties">
        <InvoiceSeller contact={contact.status === 'success' ? contact.data : null} />
        <InvoiceBuyer order={order} />
      </div>
      <InvoiceLines lines={order.lines} breakdown={order.breakdown} discountCode={order.discountCode} />
      <div className="invoice__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          چاپ
        </button>
        <Link className="button button--ghost" to={`/profile/orders/${order.id}`}>
          بازگشت به سفارش
        </Link>
      </div>
    </article>
  );
}
