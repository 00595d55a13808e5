import { useId } from 'react';
import type { OfferedGateway, PaymentGateway } from '@ela/contracts';
import './gateway-choices.css';

interface Props {
  /** What payments offers now, in its order (GET /payment/gateways). */
  gateways: OfferedGateway[];
  selected: PaymentGateway | null;
  onSelect: (gateway: PaymentGateway) => void;
  legend: string;
  /** The legend is read out but not shown (a heading above already says it). */
  legendHidden?: boolean;
}

/** The simulator's gateway (offered outside production only): no money moves through it. */
const TEST_GATEWAY: PaymentGateway = 'MockTest';

/** One radio per offered gateway; a group of its own, so two on a page never share a choice. */
export function GatewayChoices({ gateways, selected, onSelect, legend, legendHidden = false }: Props) {
  const name = useId();
  return (
    <fieldset className="gateway-choices">
      <legend className={legendHidden ? 'visually-hidden' : 'gateway-choices__legend'}>{legend}</legend>
      {gateways.map(({ gateway, title }) => (
        <label key={gateway} className="gateway-choice">
          <input
            type="radio"
            name={name}
            value={gateway}
            checked={selected === gateway}
            onChange={() => onSelect(gateway)}
            aria-describedby={gateway === TEST_GATEWAY ? `${name}-test` : undefined}
          />
          <span>{title}</span>
          {gateway === TEST_GATEWAY && (
            // Hidden from the radio's name (its label's text), read as its description instead.
            <small id={`${name}-test`} className="gateway-choice__test" aria-hidden="true">
              آزمایشی: پولی جابه‌جا نمی‌شود
            </small>
          )}
        </label>
      ))}
    </fieldset>
  );
}
