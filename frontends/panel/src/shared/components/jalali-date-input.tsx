import { JALALI_MONTHS, tehranToday, toPersianDigits } from '@ela/web-kit';
import type { JalaliParts } from '../dates/jalali-parts';
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
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** A day in the Jalali calendar as three selects (day, month by name, year), as the profile's birth date. */
export function JalaliDateInput({ legend, value, onChange, error, errorId, required }: JalaliDateInputProps) {
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const years = value.year && !YEARS.includes(Number(value.year)) ? [Number(value.year), ...YEARS] : YEARS;
  return (
    <fieldset className="panel-field panel-date">
      <legend className="panel-field__label">
        {legend}
        {required && <span className="panel-field__required"> *</span>}
      </legend>
      <div className="panel-date__selects">
        <select
          className="panel-input"
          aria-label={`روز ${legend}`}
          value={value.day}
          onChange={(event) => onChange({ ...value, day: event.target.value })}
          {...invalid}
        >
          <option value="">روز</option>
          {DAYS.map((d) => (
            <option key={d} value={d}>
              {toPersianDigits(d)}
            </option>
          ))}
        </select>
        <select
          className="panel-input"
          aria-label={`ماه ${legend}`}
          value={value.month}
          onChange={(event) => onChange({ ...value, month: event.target.value })}
          {...invalid}
        >
          <option value="">ماه</option>
          {JALALI_MONTHS.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          className="panel-input"
          aria-label={`سال ${legend}`}
          value={value.year}
          onChange={(event) => onChange({ ...value, year: event.target.value })}
          {...invalid}
        >
          <option value="">سال</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {toPersianDigits(y)}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="panel-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
