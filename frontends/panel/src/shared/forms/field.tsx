import { useId, type ReactNode } from 'react';
import '../panel.css';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Renders the input with the id and descriptions that tie it to its label, hint and problem. */
  children: (control: ControlProps) => ReactNode;
}

/** One labelled input of a form, with its hint and its problem underneath. */
export function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="panel-field">
      <label className="panel-field__label" htmlFor={id}>
        {label}
        {required && <span className="panel-field__required"> *</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="panel-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="panel-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
