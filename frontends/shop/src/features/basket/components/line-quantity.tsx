import { useEffect, useRef, useState } from 'react';
import type { UnitType } from '@ela/contracts';
import { QuantityStepper } from '../../../catalog/components/quantity-stepper';

/** How long typing may pause before the new quantity is sent. */
export const QUANTITY_SEND_DELAY_MS = 500;

interface Props {
  id: string;
  name: string;
  unitType: UnitType;
  quantity: number;
  available: number;
  onChange: (steps: number) => void;
}

/** A line's quantity in unit steps; sent once the customer stops changing it for a moment. */
export function LineQuantity({ id, name, unitType, quantity, available, onChange }: Props) {
  const [steps, setSteps] = useState(quantity);
  const [seen, setSeen] = useState(quantity);
  if (quantity !== seen) {
    setSeen(quantity);
    setSteps(quantity);
  }
  const send = useRef(onChange);
  useEffect(() => {
    send.current = onChange;
  });
  useEffect(() => {
    if (steps === quantity) return;
    const timer = setTimeout(() => send.current(steps), QUANTITY_SEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [steps, quantity]);
  return (
    <div className="basket-line__quantity">
      <label htmlFor={id}>مقدار {name}</label>
      <QuantityStepper
        id={id}
        name={name}
        unitType={unitType}
        stock={Math.max(available, 1)}
        value={steps}
        onChange={setSteps}
      />
    </div>
  );
}
