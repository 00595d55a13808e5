import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  DiscountBreakdown,
  OrderBreakdown,
  PaymentGateway,
  PlaceOrderBody,
  ShippingOption,
} from '@ela/contracts';
import {
  actionKey,
  basketSnapshotOf,
  formatToman,
  mayTryAgainLater,
  rememberBasket,
  takeBackNotice,
  toast,
  trackCheckoutStarted,
  trackOrderPlaced,
} from '@ela/web-kit';
import { useResource } from '../../../hooks/use-resource';
import { EmptyState } from '../../../components/empty-state';
import { PriceBreakdown } from '../../../components/price-breakdown';
import { ErrorNotice } from '../../../catalog/components/state-views';
import { loadCheckout, type CheckoutData } from '../api/load-checkout';
import { placeOrder } from '../api/place-order';
import { placeRefusalOf } from '../api/place-order-refusals';
import { goToBank } from '../../../payments/go-to-bank';
import { usePageRestored } from '../hooks/use-page-restored';
import { useUnpaidOrder } from '../hooks/use-unpaid-order';
import { rememberPlacedOrder } from '../placed-order-memory';
import { AddressPicker } from './address-picker';
import { DiscountField } from './discount-field';
import { GatewayPicker } from './gateway-picker';
import { ShippingOptions } from './shipping-options';
import { UnpaidOrderNotice } from './unpaid-order-notice';
import './checkout.css';

/**
 * /checkout (customers only): address, shipping, discount code and gateway, then the order is placed.
 * Above it, the order this tab last sent to a bank while it is still unpaid (Back from the bank).
 */
export function CheckoutPage() {
  const data = useResource('checkout', loadCheckout);
  const unpaid = useUnpaidOrder();
  // Back from the bank may show the page as it was left: the basket it had is gone now.
  usePageRestored(data.retry);
  return (
    <div className="checkout-page">
      <h1>تکمیل خرید</h1>
      {unpaid.order && <UnpaidOrderNotice order={unpaid.order} />}
      {data.status === 'loading' && <p aria-busy="true">در حال آماده‌سازی…</p>}
      {data.status === 'error' && (
        <ErrorNotice onRetry={data.retry} error={data.error}>
          اطلاعات خرید دریافت نشد.
        </ErrorNotice>
      )}
      {data.status === 'success' &&
        data.data.basket.lines.length === 0 &&
        !unpaid.order &&
        !unpaid.checking && (
          <EmptyState title="سبد خرید شما خالی است" action={{ to: '/basket', label: 'بازگشت به سبد خرید' }} />
        )}
      {data.status === 'success' && data.data.basket.lines.length > 0 && !data.data.basket.ready && (
        <EmptyState
          title="بعضی کالاهای سبد موجود نیستند"
          action={{ to: '/basket', label: 'بازگشت به سبد خرید' }}
        >
          پیش از ثبت سفارش، مقدار کالاهای ناموجود یا کم‌موجود را در سبد درست کنید.
        </EmptyState>
      )}
      {data.status === 'success' && data.data.basket.ready && (
        <CheckoutForm
          data={data.data}
          onAddressAdded={(address) =>
            data.update((current) => ({ ...current, addresses: [...current.addresses, address] }))
          }
        />
      )}
    </div>
  );
}

interface FormProps {
  data: CheckoutData;
  onAddressAdded: (address: CheckoutData['addresses'][number]) => void;
}

/** The total the customer last saw changed on the server: the order as it would be placed now. */
interface ChangedTotal {
  seen: number;
  breakdown: OrderBreakdown;
}

function CheckoutForm({ data, onAddressAdded }: FormProps) {
  const navigate = useNavigate();
  const [addressId, setAddressId] = useState<string | null>(data.addresses[0]?.id ?? null);
  const [shipping, setShipping] = useState<ShippingOption | null>(null);
  const [discount, setDiscount] = useState<DiscountBreakdown | null>(null);
  const [gateway, setGateway] = useState<PaymentGateway | null>(data.gateways[0]?.gateway ?? null);
  const [placing, setPlacing] = useState(false);
  const [changed, setChanged] = useState<ChangedTotal | null>(null);
  const [belowMinimum, setBelowMinimum] = useState<string | null>(null);
  const changedNotice = useRef<HTMLDivElement>(null);
  // A click again after no answer sends the same key, so an order placed meanwhile is answered,
  // not placed twice; a changed choice is a new order with a new key.
  const [orderKey] = useState(actionKey);

  // Once per visit of the page, with the basket it opened with.
  useEffect(() => trackCheckoutStarted(basketSnapshotOf(data.basket.lines)), []); // eslint-disable-line react-hooks/exhaustive-deps
  // A new total is read out and focused, so the customer sees it before confirming.
  useEffect(() => changedNotice.current?.focus(), [changed]);

  /** Any new choice is a new bill: what the server said about the last one no longer holds. */
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setChanged(null);
      setBelowMinimum(null);
    };
  const chooseAddress = choose((id: string) => {
    setAddressId(id);
    setShipping(null);
  });
  const { subtotal, saleSavings, total } = data.basket.totals;
  const goods = discount ?? { subtotal, saleSavings, discount: 0, total };
  const bill = changed?.breakdown ?? {
    subtotal: goods.subtotal,
    saleSavings: goods.saleSavings,
    discount: goods.discount,
    shipping: shipping?.price,
    total: goods.total + (shipping?.price ?? 0),
  };

  const place = async () => {
    if (!addressId || !shipping || !gateway) return;
    setPlacing(true);
    setBelowMinimum(null);
    const body: PlaceOrderBody = {
      addressId,
      shippingMethod: shipping.method,
      gateway,
      ...(discount && { discountCode: discount.code }),
      // The total on screen: the server refuses another one rather than charge it unseen.
      expectedTotal: bill.total,
    };
    try {
      const order = await placeOrder(body, orderKey.for(body));
      orderKey.done();
      rememberBasket({ lines: [] }); // The server empties the basket once the order is placed.
      trackOrderPlaced({ orderId: order.id, total: order.breakdown.total });
      const { url } = order.payment;
      if (url) {
        rememberPlacedOrder(order.id);
        return goToBank(url);
      }
      if (order.status === 'paid') toast.success('سفارش شما ثبت شد؛ مبلغی برای پرداخت نداشت.');
      // The order stands; its page offers to pay once the gateway answers again.
      else toast.info('سفارش ثبت شد، اما درگاه پرداخت الان پاسخ نداد؛ از صفحهٔ سفارش دوباره پرداخت کنید.');
      navigate(`/profile/orders/${order.id}`);
    } catch (error) {
      const refusal = placeRefusalOf(error);
      if (refusal) takeBackNotice(error); // Said here, beside the bill.
      if (refusal?.kind === 'total-changed') setChanged({ seen: bill.total, breakdown: refusal.breakdown });
      if (refusal?.kind === 'below-minimum') setBelowMinimum(refusal.message);
      if (refusal || !mayTryAgainLater(error)) orderKey.done();
      setPlacing(false); // Otherwise the HTTP client has shown why.
    }
  };

  return (
    <div className="checkout-page__body">
      <div className="checkout-page__steps">
        <AddressPicker
          addresses={data.addresses}
          selected={addressId}
          onSelect={chooseAddress}
          onAdded={(address) => {
            onAddressAdded(address);
            chooseAddress(address.id);
          }}
        />
        {addressId && (
          <ShippingOptions
            key={addressId}
            addressId={addressId}
            selected={shipping}
            onSelect={choose(setShipping)}
          />
        )}
        <DiscountField applied={discount} onApplied={choose(setDiscount)} />
        <GatewayPicker gateways={data.gateways} selected={gateway} onSelect={choose(setGateway)} />
      </div>
      <section className="checkout-summary" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">صورت‌حساب</h2>
        {changed && (
          <div className="checkout-summary__changed" role="alert" tabIndex={-1} ref={changedNotice}>
            <p>
              <strong>مبلغ سفارش تغییر کرده است.</strong> از وقتی صورت‌حساب را دیدید، قیمت کالایی، تخفیف یا
              هزینهٔ ارسال عوض شده است.
            </p>
            <p data-testid="total-change">
              مبلغ قبلی {formatToman(changed.seen)} بود و مبلغ تازه {formatToman(changed.breakdown.total)}{' '}
              است. اگر موافقید، مبلغ تازه را تأیید کنید.
            </p>
          </div>
        )}
        <PriceBreakdown label="صورت‌حساب" breakdown={bill} />
        {!shipping && (
          <p className="checkout-summary__note">هزینهٔ ارسال پس از انتخاب آدرس و روش ارسال افزوده می‌شود.</p>
        )}
        {belowMinimum && (
          <p className="checkout-summary__refusal" role="alert">
            {belowMinimum}
          </p>
        )}
        <button
          type="button"
          className="button"
          onClick={place}
          disabled={!addressId || !shipping || !gateway || placing}
        >
          {placing && <span className="spinner spinner--small" aria-hidden="true" />}
          {changed ? 'تأیید مبلغ تازه و پرداخت' : 'ثبت سفارش و پرداخت'}
        </button>
      </section>
    </div>
  );
}
