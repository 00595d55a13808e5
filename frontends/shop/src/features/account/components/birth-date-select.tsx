import { JALALI_MONTHS, isoToJalali, toPersianDigits } from '@ela/web-kit';

interface Props {
  year: string;
  month: string;
  day: string;
  onChange: (part: 'birthYear' | 'birthMonth' | 'birthDay', value: string) => void;
  error?: string;
}

const OLDEST_YEAR = 1300;
// The Jalali year of the day the page was opened; a birth date cannot be later.
const THIS_YEAR = isoToJalali(new Date().toISOString().slice(0, 10)).year;
const YEARS = Array.from({ length: THIS_YEAR - OLDEST_YEAR + 1 }, (_, i) => THIS_YEAR - i);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** A birth date in the Jalali calendar as three selects: day, month by name, year. */
export function BirthDateSelect({ year, month, day, onChange, error }: Props) {
  const described = error ? { 'aria-invalid': true, 'aria-describedby': 'birth-date-error' } : {};
  return (
    <fieldset className="field birth-date">
      <legend>تاریخ تولد</legend>
      <div className="birth-date__selects">
        <select
          className="input"
          aria-label="روز تولد"
          value={day}
          onChange={(event) => onChange('birthDay', event.target.value)}
          {...described}
        >
          <option value="">روز</option>
          {DAYS.map((d) => (
            <option key={d} value={d}>
              {toPersianDigits(d)}
            </option>
          ))}
        </select>
        <select
          className="input"
          aria-label="ماه تولد"
          value={month}
          onChange={(event) => onChange('birthMonth', event.target.value)}
          {...described}
        >
          <option value="">ماه</option>
          {JALALI_MONTHS.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          className="input"
          aria-label="سال تولد"
          value={year}
          onChange={(event) => onChange('birthYear', event.target.value)}
          {...described}
        >
          <option value="">سال</option>
          {YEARS.map((y) => (
            <option key={y} value={y}>
              {toPersianDigits(y)}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id="birth-date-error" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
