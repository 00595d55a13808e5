import { useState } from 'react';
import { REPORT_MAX_DAYS, periodDays } from '@ela/contracts';
import { isoToJalali, jalaliToIso, toPersianDigits } from '@ela/web-kit';
import { JalaliDateInput } from '../../../shared/components/jalali-date-input';
import { partsOf, readParts } from '../../../shared/dates/jalali-parts';
import { PRESETS, lastDays, type Period } from '../period';

interface PeriodPickerProps {
  period: Period;
  onChange: (period: Period) => void;
}

/** The reports' period: a quick choice, or from one Jalali day to another, both included. */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const [start, setStart] = useState(() => partsOf(isoToJalali(period.from)));
  const [end, setEnd] = useState(() => partsOf(isoToJalali(period.to)));
  const [problem, setProblem] = useState<{ from?: string; to?: string }>({});

  function show() {
    const from = readParts(start);
    const to = readParts(end);
    if (!from.ok || !to.ok) {
      setProblem({ from: from.ok ? undefined : from.message, to: to.ok ? undefined : to.message });
      return;
    }
    const chosen = { from: jalaliToIso(from.day), to: jalaliToIso(to.day) };
    if (chosen.from > chosen.to) return setProblem({ to: 'روز پایان پیش از روز آغاز است' });
    if (periodDays(chosen) > REPORT_MAX_DAYS)
      return setProblem({ to: `بازه حداکثر ${toPersianDigits(REPORT_MAX_DAYS)} روز است` });
    setProblem({});
    onChange(chosen);
  }

  function preset(days: number) {
    const chosen = lastDays(days);
    setStart(partsOf(isoToJalali(chosen.from)));
    setEnd(partsOf(isoToJalali(chosen.to)));
    setProblem({});
    onChange(chosen);
  }

  const current = (days: number) => {
    const p = lastDays(days);
    return p.from === period.from && p.to === period.to;
  };

  return (
    <div className="dashboard-period">
      <div className="panel-actions" role="group" aria-label="بازه‌های آماده">
        {PRESETS.map(({ days, label }) => (
          <button
            key={days}
            type="button"
            className="panel-button panel-button--ghost panel-button--small"
            aria-pressed={current(days)}
            onClick={() => preset(days)}
          >
            {label}
          </button>
        ))}
      </div>
      <fieldset className="panel-toolbar dashboard-period__days">
        <legend className="panel-visually-hidden">بازهٔ گزارش</legend>
        <JalaliDateInput
          legend="از روز"
          value={start}
          onChange={setStart}
          error={problem.from}
          errorId="period-from-error"
        />
        <JalaliDateInput
          legend="تا روز"
          value={end}
          onChange={setEnd}
          error={problem.to}
          errorId="period-to-error"
        />
        <button type="button" className="panel-button" onClick={show}>
          نمایش
        </button>
      </fieldset>
    </div>
  );
}
