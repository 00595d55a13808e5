import { TOMAN_LABEL, formatNumber, formatToman } from '@ela/web-kit';
import { normalizeMoneyInput, parseToman } from '../money/toman';
import { Field } from '../forms/field';

interface MoneyInputProps {
  label: string;
  /** The Toman amount as typed (Western digits, see normalizeMoneyInput). */
  value: string;
  onValue: (text: string) => void;
  error?: string;
  required?: boolean;
  placeholder?: string;
}

/**
 * A price typed in Toman, in any digits; underneath, the amount as it will be saved, in Toman and
 * in Rials, so there is no doubt about the unit.
 */
export function MoneyInput({ label, value, onValue, error, required, placeholder }: MoneyInputProps) {
  const parsed = parseToman(value);
  const hint =
    parsed.ok && parsed.rials !== null
      ? `${formatToman(parsed.rials)} (${formatNumber(parsed.rials)} ریال)`
      : `مبلغ به ${TOMAN_LABEL}`;
  return (
    <Field label={`${label} (${TOMAN_LABEL})`} error={error} hint={hint} required={required}>
      {(control) => (
        <div className="panel-money">
          <input
            {...control}
            className="panel-input panel-input--ltr"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            value={value}
            onChange={(event) => onValue(normalizeMoneyInput(event.target.value))}
          />
          <span className="panel-money__unit" aria-hidden="true">
            {TOMAN_LABEL}
          </span>
        </div>
      )}
    </Field>
  );
}
