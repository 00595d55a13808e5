import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint or its error underneath, wired for screen readers. */
export function TextField({ id, label, value, onValue, error, hint, className, ...input }: Props) {
  const note = error ?? hint;
  return (
    <div className={`field ${className ?? ''}`.trim()}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={note ? `${id}-note` : undefined}
        {...input}
      />
      {note && (
        <p id={`${id}-note`} className={error ? 'field__error' : 'field__hint'}>
          {note}
        </p>
      )}
    </div>
  );
}
