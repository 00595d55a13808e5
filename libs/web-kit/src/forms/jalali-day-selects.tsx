import { JALALI_MONTHS } from '../format/jalali-date';
import { toPersianDigits } from '../format/persian-format';

/** A Jalali day as three selects hold it: empty strings until chosen. */
export interface JalaliParts {
  year: string;
  month: string;
  day: string;
}

interface JalaliDaySelectsProps {
  /** Which day it is, after each select's name: «روز تولد», «ماه از روز». */
  name: string;
  value: JalaliParts;
  onChange: (part: keyof JalaliParts, text: string) => void;
  /** The years offered, in the order shown. */
  years: readonly number[];
  /** The app's input style. */
  className: string;
  /** The id of the problem's text, while there is one. */
  errorId?: string;
}

const PARTS = [
  ['day', 'روز'],
  ['month', 'ماه'],
  ['year', 'سال'],
] as const;
const DAYS = Array.from({ length: 31 }, (_, i): [number, string] => [i + 1, toPersianDigits(i + 1)]);
const MONTHS = JALALI_MONTHS.map((title, i): [number, string] => [i + 1, title]);

/** A day in the Jalali calendar as three selects: day, month by name, year. */
export function JalaliDaySelects({
  name,
  value,
  onChange,
  years,
  className,
  errorId,
}: JalaliDaySelectsProps) {
  const invalid = errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const choices = {
    day: DAYS,
    month: MONTHS,
    year: years.map((y): [number, string] => [y, toPersianDigits(y)]),
  };
  return PARTS.map(([part, label]) => (
    <select
      key={part}
      className={className}
      aria-label={`${label} ${name}`}
      value={value[part]}
      onChange={(event) => onChange(part, event.target.value)}
      {...invalid}
    >
      <option value="">{label}</option>
      {choices[part].map(([option, title]) => (
        <option key={option} value={option}>
          {title}
        </option>
      ))}
    </select>
  ));
}
