import { JalaliDaySelects, isoToJalali } from '@ela/web-kit';

type Part = 'birthYear' | 'birthMonth' | 'birthDay';

interface Props {
  year: string;
  month: string;
  day: string;
  onChange: (part: Part, value: string) => void;
  error?: string;
}

const OLDEST_YEAR = 1300;
// The Jalali year of the day the page was opened; a birth date cannot be later.
const THIS_YEAR = isoToJalali(new Date().toISOString().slice(0, 10)).year;
const YEARS = Array.from({ length: THIS_YEAR - OLDEST_YEAR + 1 }, (_, i) => THIS_YEAR - i);
const FIELDS = { year: 'birthYear', month: 'birthMonth', day: 'birthDay' } as const;

/** A birth date in the Jalali calendar as three selects: day, month by name, year. */
export function BirthDateSelect({ year, month, day, onChange, error }: Props) {
  return (
    <fieldset className="field birth-date">
      <legend>تاریخ تولد</legend>
      <div className="birth-date__selects">
        <JalaliDaySelects
          name="تولد"
          value={{ year, month, day }}
          onChange={(part, text) => onChange(FIELDS[part], text)}
          years={YEARS}
          className="input"
          errorId={error ? 'birth-date-error' : undefined}
        />
      </div>
      {error && (
        <p id="birth-date-error" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
