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
          />
          <span>{title}</span>
        </label>
      ))}
    </fieldset>
  );
}
