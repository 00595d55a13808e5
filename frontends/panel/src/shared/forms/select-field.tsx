import type { ReactNode } from 'react';
import { Field } from './field';

interface SelectFieldProps {
  label: ReactNode;
  error?: string;
  required?: boolean;
  /** The first choice, for none: «بدون رنگ», «انتخاب کنید». */
  none: string;
  options: readonly { id: string; name: string }[];
  value: string;
  onValue: (id: string) => void;
}

/** A labelled choice of one named thing (a colour, a category) in a form. */
export function SelectField({ label, error, required, none, options, value, onValue }: SelectFieldProps) {
  return (
    <Field label={label} error={error} required={required}>
      {(control) => (
        <select
          {...control}
          className="panel-input"
          value={value}
          onChange={(event) => onValue(event.target.value)}
        >
          <option value="">{none}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
