import { useState } from 'react';
import type { UnitType } from '@ela/contracts';
import { clampSteps, formatSteps, parseSteps, quantityLabel, quantityUnit } from '../quantity';
import './quantity-stepper.css';

interface Props {
  id: string;
  unitType: UnitType;
  stock: number;
  /** Unit steps, a whole number. */
  value: number;
  onChange: (steps: number) => void;
  /** What is counted, when a page has several steppers: the buttons say «افزایش {name}». */
  name?: string;
}

/**
 * A quantity in steps of the unit (half meters shown as «۰٫۵، ۱، ۱٫۵ متر»). Typing is read in any
 * digits as it goes; the field shows the quantity kept (within 1…stock) once it loses focus, and
 * a quantity typed above the stock says that it was cut, rather than changing silently.
 */
export function QuantityStepper({ id, unitType, stock, value, onChange, name }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [cut, setCut] = useState(false);
  const disabled = stock < 1;
  const unit = quantityUnit(unitType);
  const step = (delta: number) => {
    setDraft(null);
    setCut(false);
    onChange(clampSteps(value + delta, stock));
  };
  const type = (text: string) => {
    setDraft(text);
    const steps = parseSteps(unitType, text);
    if (steps === null) return;
    setCut(steps > stock);
    onChange(clampSteps(steps, stock));
  };

  return (
    <div className="quantity-field">
      <div className="quantity-stepper">
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={name ? `افزایش ${name}` : 'افزایش'}
          onClick={() => step(1)}
          disabled={disabled || value >= stock}
        >
          +
        </button>
        <input
          id={id}
          className="quantity-stepper__input"
          inputMode={unitType === 'half_meter' ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={disabled ? '' : (draft ?? formatSteps(unitType, value))}
          placeholder={disabled ? 'ناموجود' : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => event.key === 'Enter' && setDraft(null)}
          disabled={disabled}
          aria-describedby={cut ? `${id}-unit ${id}-cut` : `${id}-unit`}
        />
        <span id={`${id}-unit`} className="quantity-stepper__unit">
          {disabled ? '' : unit}
        </span>
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={name ? `کاهش ${name}` : 'کاهش'}
          onClick={() => step(-1)}
          disabled={disabled || value <= 1}
        >
          −
        </button>
      </div>
      <p id={`${id}-cut`} className="quantity-stepper__cut" role="status">
        {cut && !disabled
          ? `بیش از ${quantityLabel(unitType, stock)} موجود نیست؛ مقدار به همین اندازه شد.`
          : ''}
      </p>
    </div>
  );
}
