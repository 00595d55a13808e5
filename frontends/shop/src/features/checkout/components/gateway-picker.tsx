import { PAYMENT_GATEWAYS, type PaymentGateway } from '@ela/contracts';

/** The gateways by name. There is no list of offered gateways yet, so all three are shown. */
const GATEWAY_NAMES: Record<PaymentGateway, string> = {
  Zarinpal: 'زرین‌پال',
  Parsian: 'بانک پارسیان',
  MockTest: 'پرداخت آزمایشی',
};

interface Props {
  selected: PaymentGateway;
  onSelect: (gateway: PaymentGateway) => void;
}

export function GatewayPicker({ selected, onSelect }: Props) {
  return (
    <section className="checkout-step" aria-labelledby="checkout-gateway-title">
      <h2 id="checkout-gateway-title">درگاه پرداخت</h2>
      <fieldset className="checkout-choices">
        <legend className="visually-hidden">انتخاب درگاه پرداخت</legend>
        {PAYMENT_GATEWAYS.map((gateway) => (
          <label key={gateway} className="checkout-choice">
            <input
              type="radio"
              name="gateway"
              value={gateway}
              checked={selected === gateway}
              onChange={() => onSelect(gateway)}
            />
            <span>{GATEWAY_NAMES[gateway]}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
