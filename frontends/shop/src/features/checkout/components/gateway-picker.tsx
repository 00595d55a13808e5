import type { OfferedGateway, PaymentGateway } from '@ela/contracts';
import { GatewayChoices } from '../../../payments/components/gateway-choices';

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
        <GatewayChoices
          gateways={gateways}
          selected={selected}
          onSelect={onSelect}
          legend="انتخاب درگاه پرداخت"
          legendHidden
        />
      )}
    </section>
  );
}
