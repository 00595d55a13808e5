import { useEffect, useRef } from 'react';
import { gatewayTitle, type Order, type OrderAddress, type UnitType } from '@ela/contracts';
import {
  formatJalaliDateTime,
  formatMobile,
  formatToman,
  quantityLabel,
  toPersianDigits,
} from '@ela/web-kit';
import { useResource } from '../../../shared/api/use-resource';
import { ErrorState, LoadingState } from '../../../shared/components/state-views';
import { getOrder } from '../api/orders.api';
import { OrderCustomer } from './order-customer';
import { OrderLineThumb } from './order-line-thumb';
import { SHIPPING_LABELS, STATUS_LABELS } from './order-status';
import { StatusChangeForm } from './status-change-form';

interface OrderDrawerProps {
  orderId: string;
  /** The order's short number, its name in the title. */
  number: number;
  onClose: () => void;
  /** Told when the order moved, so the listing can reload. */
  onChanged: (order: Order) => void;
}

/** One order beside the listing: its lines, prices, address, timeline, and the status form. */
export function OrderDrawer({ orderId, number, onClose, onChanged }: OrderDrawerProps) {
  const order = useResource(orderId, (signal) => getOrder(orderId, signal));
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);

  return (
    <div className="order-drawer__backdrop" onClick={onClose}>
      <aside
        className="order-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="order-drawer-title"
        onClick={(event) => event.stopPropagation()}
      >
        <header className="order-drawer__header">
          <h2 id="order-drawer-title">سفارش {toPersianDigits(number)}</h2>
          <button ref={closeRef} type="button" className="panel-button panel-button--ghost" onClick={onClose}>
            بستن
          </button>
        </header>
        {order.status === 'error' ? (
          <ErrorState message="اطلاعات سفارش دریافت نشد." onRetry={order.reload} />
        ) : !order.data || order.status === 'loading' ? (
          <LoadingState />
        ) : (
          <OrderDetails
            order={order.data}
            onChanged={(saved) => {
              order.update(() => saved);
              onChanged(saved);
            }}
          />
        )}
      </aside>
    </div>
  );
}

/** As a courier reads it: province, city, street, plaque, unit, postal code. */
function addressLine(a: OrderAddress): string {
  const parts = [a.provinceName, a.cityName, a.street];
  if (a.plaque) parts.push(`پلاک ${a.plaque}`);
  if (a.unit) parts.push(`واحد ${a.unit}`);
  parts.push(`کد پستی ${a.postalCode}`);
  return toPersianDigits(parts.join('، '));
}

function OrderDetails({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const b = order.breakdown;
  return (
    <div className="order-drawer__body">
      <dl className="order-facts">
        <dt>وضعیت</dt>
        <dd data-testid="order-status">{STATUS_LABELS[order.status]}</dd>
        <dt>ثبت</dt>
        <dd>{formatJalaliDateTime(order.createdAt)}</dd>
        <dt>ارسال</dt>
        <dd>{SHIPPING_LABELS[order.shippingMethod] ?? order.shippingMethod}</dd>
        <dt>کد رهگیری</dt>
        <dd dir="ltr">{order.trackingCode ?? '—'}</dd>
        <dt>درگاه</dt>
        <dd>{gatewayTitle(order.gateway)}</dd>
        <dt>کد تخفیف</dt>
        <dd dir="ltr">{order.discountCode ?? '—'}</dd>
        <dt>مشتری</dt>
        <dd data-testid="order-customer">
          <OrderCustomer order={order} />
        </dd>
        <dt>گیرنده</dt>
        <dd data-testid="order-receiver">
          {order.shipTo ? (
            <>
              {order.shipTo.receiverName} — <bdi dir="ltr">{formatMobile(order.shipTo.receiverPhone)}</bdi>
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt>نشانی</dt>
        <dd data-testid="order-address">{order.shipTo ? addressLine(order.shipTo) : '—'}</dd>
      </dl>

      <h3>اقلام</h3>
      <table className="panel-table">
        <caption className="panel-visually-hidden">اقلام سفارش</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="panel-visually-hidden">تصویر</span>
            </th>
            <th scope="col">کالا</th>
            <th scope="col">مقدار</th>
            <th scope="col">قیمت واحد</th>
            <th scope="col">جمع</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.inventoryId}>
              <td>
                <OrderLineThumb line={line} />
              </td>
              <td>
                {line.productName} — {line.name}
              </td>
              {/* As the customer saw it: half meters in metres («۱٫۵ متر»). */}
              <td>{quantityLabel(line.unitType as UnitType, line.quantity)}</td>
              <td>{formatToman(line.effectivePricePerStep)}</td>
              <td>{formatToman(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>صورت‌حساب</h3>
      <dl className="order-facts">
        <dt>جمع به قیمت اصلی</dt>
        <dd>{formatToman(b.subtotal)}</dd>
        <dt>تخفیف فروش ویژه</dt>
        <dd>{formatToman(b.saleSavings)}</dd>
        <dt>کد تخفیف</dt>
        <dd>{formatToman(b.discount)}</dd>
        <dt>هزینهٔ ارسال</dt>
        <dd>{formatToman(b.shipping)}</dd>
        <dt>مبلغ پرداختی</dt>
        <dd>
          <strong>{formatToman(b.total)}</strong>
        </dd>
      </dl>

      <h3>تاریخچه</h3>
      <ol className="order-timeline" aria-label="تاریخچهٔ وضعیت سفارش">
        {order.timeline.map((entry, i) => (
          <li key={`${entry.at}-${i}`}>
            <strong>{STATUS_LABELS[entry.status]}</strong> — {formatJalaliDateTime(entry.at)}
            {' — '}
            {entry.by === null ? 'سامانه' : entry.by === order.customerId ? 'مشتری' : 'مدیر'}
            {entry.note && <p className="panel-muted">{entry.note}</p>}
          </li>
        ))}
      </ol>

      <h3>تغییر وضعیت</h3>
      <StatusChangeForm key={order.status} order={order} onChanged={onChanged} />
    </div>
  );
}
