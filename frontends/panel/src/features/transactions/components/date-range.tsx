import type { JalaliParts } from '@ela/web-kit';
import { DayRangeFields, useDayRange } from '../../../shared/components/day-range-fields';
import { NO_DAY, readParts } from '../../../shared/dates/jalali-parts';

/** A day as the address keeps it: `1404-1-13` (Jalali). */
export function partsFromParam(param: string | undefined): JalaliParts {
  const [year = '', month = '', day = ''] = (param ?? '').split('-');
  return param ? { year, month, day } : NO_DAY;
}

function paramOf(parts: JalaliParts): string {
  return parts.year ? `${parts.year}-${parts.month}-${parts.day}` : '';
}

/** An empty day is no problem here: that end of the range stays open. */
function problemOf(parts: JalaliParts): string | undefined {
  if (!parts.year && !parts.month && !parts.day) return undefined;
  const read = readParts(parts);
  return read.ok ? undefined : read.message;
}

interface DateRangeProps {
  from: string | undefined;
  to: string | undefined;
  onApply: (range: { from: string; to: string }) => void;
}

/** «Placed from day … to day …», both ends included, in Jalali days; either may stay empty. */
export function DateRange({ from, to, onApply }: DateRangeProps) {
  const range = useDayRange(
    () => partsFromParam(from),
    () => partsFromParam(to),
  );

  function apply() {
    const found = { from: problemOf(range.from), to: problemOf(range.to) };
    range.setErrors(found);
    if (found.from || found.to) return;
    onApply({ from: paramOf(range.from), to: paramOf(range.to) });
  }

  return (
    <DayRangeFields range={range} legend="بازهٔ ثبت سفارش" className="transactions-range" ids="range">
      <button type="button" className="panel-button panel-button--ghost" onClick={apply}>
        اعمال بازه
      </button>
      {(from || to) && (
        <button
          type="button"
          className="panel-button panel-button--ghost"
          onClick={() => {
            range.setDays({ from: NO_DAY, to: NO_DAY });
            onApply({ from: '', to: '' });
          }}
        >
          حذف بازه
        </button>
      )}
    </DayRangeFields>
  );
}
