import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DiscountBreakdown, PaymentGateway, PlaceOrderBody, ShippingOption } from '@ela/contracts';
import {
  actionKey,
  basketSnapshotOf,
  mayTryAgainLater,
  rememberBasket,
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
import { goToBank } from '../../../payments/go-to-bank';
import { AddressPicker } from './address-picker';
import { DiscountField } from './discount-field';
import { GatewayPicker } from './gateway-picker';
import { ShippingOptions } from './shipping-options';
import './checkout.css';

/** /checkout (customers only): address, shipping, discount code and gateway, then the order is placed. */
export function CheckoutPage() {
  const data = useResource('checkout', loadCheckout);
  return (
    <div className="checkout-page">
      <h1>تکمیل خرید</h1>
      {data.status === 'loading' && <p aria-busy="true">در حال آماده‌سازی…</p>}
      {data.status === 'error' && (
        <ErrorNotice onRetry={data.retry} error={data.error}>
          اطلاعات خرید دریافت نشد.
        </ErrorNotice>
      )}
      {data.status === 'success' && data.data.basket.lines.length === 0 && (
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

function CheckoutForm({ data, onAddressAdded }: FormProps) {
  const navigate = useNavigate();
  const [addressId, setAddressId] = useState<string | null>(data.addresses[0]?.id ?? null);
  const [shipping, setShipping] = useState<ShippingOption | null>(null);
  const [discount, setDiscount] = useState<DiscountBreakdown | null>(null);
  const [gateway, setGateway] = useState<PaymentGateway | null>(data.gateways[0]?.gateway ?? null);
  const [placing, setPlacing] = useState(false);
  // A click again after no answer sends the same key, so an order placed meanwhile is answered,
  // not placed twice; a changed choice is a new order with a new key.
  const [orderKey] = useState(actionKey);

  // Once per visit of the page, with the basket it opened with.
  useEffect(() => trackCheckoutStarted(basketSnapshotOf(data.basket.lines)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const chooseAddress = (id: string) => {
    setAddressId(id);
    setShipping(null);
  };
  const { subtotal, saleSavings, total } = data.basket.totals;
  const goods = discount ?? { subtotal, saleSavings, discount: 0, total };

  const place = async () => {
    if (!addressId || !shipping || !gateway) return;
    setPlacing(true);
    const body: PlaceOrderBody = {
      addressId,
      shippingMethod: shipping.method,
      gateway,
      ...(discount && { discountCode: discount.code }),
    };
    try {
      const order = await placeOrder(body, orderKey.for(body));
      orderKey.done();
      rememberBasket({ lines: [] }); // The server empties the basket once the order is placed.
      trackOrderPlaced({ orderId: order.id, total: order.breakdown.total });
      const { url } = order.payment;
      if (url) return goToBank(url);
      // The order stands; its page offers to pay once the gateway answers again.
      toast.info('سفارش ثبت شد، اما درگاه پرداخت الان پاسخ نداد؛ از صفحهٔ سفارش دوباره پرداخت کنید.');
      navigate(`/profile/orders/${order.id}`);
    } catch (error) {
      if (!mayTryAgainLater(error)) orderKey.done();
      setPlacing(false); // The HTTP client has shown why.
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
          <ShippingOptions key={addressId} addressId={addressId} selected={shipping} onSelect={setShipping} />
        )}
        <DiscountField applied={discount} onApplied={setDiscount} />
        <GatewayPicker gateways={data.gateways} selected={gateway} onSelect={setGateway} />
      </div>
      <section className="checkout-summary" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">صورت‌حساب</h2>
        <PriceBreakdown
          label="صورت‌حساب"
          breakdown={{
            subtotal: goods.subtotal,
            saleSavings: goods.saleSavings,
            discount: goods.discount,
            shipping: shipping?.price,
            total: goods.total + (shipping?.price ?? 0),
          }}
        />
        {!shipping && (
          <p className="checkout-summary__note">هزینهٔ ارسال پس از انتخاب آدرس و روش ارسال افزوده می‌شود.</p>
        )}
        <button
          type="button"
          className="button"
          onClick={place}
          disabled={!addressId || !shipping || !gateway || placing}
        >
          {placing && <span className="spinner spinner--small" aria-hidden="true" />}
          ثبت سفارش و پرداخت
        </button>
      </section>
    </div>
  );
}
