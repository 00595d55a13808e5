import type { OfferedGateway, PaymentGateway } from '@ela/contracts';

interface Props {
  /** What payments offers now, in its order (GET /payment/gateways). */
  gateways: OfferedGateway[];
  selected: PaymentGateway | null;
  onSelect: (gateway: PaymentGateway) => void;
}

export function GatewayPicker({ gateways, selected, onSelect }: Props) {
  return (
    <section className="checkout-step" aria-labelledby="checkout-gateway-title">
      <h2 id="checkout-gateway-title">درگاه پرداخت</h2>
      {gateways.length === 0 ? (
        <p role="alert">پرداخت الان در دسترس نیست؛ لطفاً کمی بعد دوباره سر بزنید.</p>
      ) : (
        <fieldset className="checkout-choices">
          <legend className="visually-hidden">انتخاب درگاه پرداخت</legend>
          {gateways.map(({ gateway, title }) => (
            <label key={gateway} className="checkout-choice">
              <input
                type="radio"
                name="gateway"
                value={gateway}
                checked={selected === gateway}
                onChange={() => onSelect(gateway)}
              />
              <span>{title}</span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
