import { useState } from 'react';
import { JalaliDateInput } from '../../../shared/components/jalali-date-input';
import { NO_DAY, readParts, type JalaliParts } from '../../../shared/dates/jalali-parts';

/** A day as the address keeps it: `1404-1-13` (Jalali). */
export function partsFromParam(param: string | undefined): JalaliParts {
  const [year = '', month = '', day = ''] = (param ?? '').split('-');
  return param ? { year, month, day } : NO_DAY;
}

function paramOf(parts: JalaliParts): string {
  return parts.year ? `${parts.year}-${parts.month}-${parts.day}` : '';
}

interface DateRangeProps {
  from: string | undefined;
  to: string | undefined;
  onApply: (range: { from: string; to: string }) => void;
}

/** «Placed from day … to day …», both ends included, in Jalali days; either may stay empty. */
export function DateRange({ from, to, onApply }: DateRangeProps) {
  const [start, setStart] = useState(() => partsFromParam(from));
  const [end, setEnd] = useState(() => partsFromParam(to));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  function apply() {
    const problem = (parts: JalaliParts) => {
      if (!parts.year && !parts.month && !parts.day) return undefined;
      const read = readParts(parts);
      return read.ok ? undefined : read.message;
    };
    const found = { from: problem(start), to: problem(end) };
    setErrors(found);
    if (found.from || found.to) return;
    onApply({ from: paramOf(start), to: paramOf(end) });
  }

  return (
    <fieldset className="panel-toolbar transactions-range">
      <legend className="panel-visually-hidden">بازهٔ ثبت سفارش</legend>
      <JalaliDateInput
        legend="از روز"
        value={start}
        onChange={setStart}
        error={errors.from}
        errorId="range-from-error"
      />
      <JalaliDateInput
        legend="تا روز"
        value={end}
        onChange={setEnd}
        error={errors.to}
        errorId="range-to-error"
      />
      <button type="button" className="panel-button panel-button--ghost" onClick={apply}>
        اعمال بازه
      </button>
      {(from || to) && (
        <button
          type="button"
          className="panel-button panel-button--ghost"
          onClick={() => {
            setStart(NO_DAY);
            setEnd(NO_DAY);
            onApply({ from: '', to: '' });
          }}
        >
          حذف بازه
        </button>
      )}
    </fieldset>
  );
}
