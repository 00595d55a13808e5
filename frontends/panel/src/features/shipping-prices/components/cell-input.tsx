import { useId } from 'react';

interface CellInputProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  numeric?: boolean;
}

/** A number typed in a table cell: its own label for screen readers, its problem under it. */
export function CellInput({ label, value, onChange, error, numeric }: CellInputProps) {
  const id = useId();
  return (
    <>
      <input
        className="panel-input panel-input--ltr sp-cell"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode={numeric ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="panel-field__error">
          {error}
        </span>
      )}
    </>
  );
}
