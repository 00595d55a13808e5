import { JalaliDaySelects, tehranToday, type JalaliParts } from '@ela/web-kit';
import '../panel.css';

interface JalaliDateInputProps {
  legend: string;
  value: JalaliParts;
  onChange: (value: JalaliParts) => void;
  error?: string;
  /** The id of the problem's text, for aria-describedby. */
  errorId: string;
  required?: boolean;
}

const THIS_YEAR = tehranToday().year;
const YEARS = Array.from({ length: 7 }, (_, i) => THIS_YEAR - 1 + i);

/** A day in the Jalali calendar as three selects (day, month by name, year), as the profile's birth date. */
export function JalaliDateInput({ legend, value, onChange, error, errorId, required }: JalaliDateInputProps) {
  const years = value.year && !YEARS.includes(Number(value.year)) ? [Number(value.year), ...YEARS] : YEARS;
  return (
    <fieldset className="panel-field panel-date">
      <legend className="panel-field__label">
        {legend}
        {required && <span className="panel-field__required"> *</span>}
      </legend>
      <div className="panel-date__selects">
        <JalaliDaySelects
          name={legend}
          value={value}
          onChange={(part, text) => onChange({ ...value, [part]: text })}
          years={years}
          className="panel-input"
          errorId={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} className="panel-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
