import { REPORT_MAX_DAYS, periodDays } from '@ela/contracts';
import { isoToJalali, jalaliToIso, toPersianDigits } from '@ela/web-kit';
import { DayRangeFields, useDayRange } from '../../../shared/components/day-range-fields';
import { partsOf, readParts } from '../../../shared/dates/jalali-parts';
import { PRESETS, lastDays, type Period } from '../period';

interface PeriodPickerProps {
  period: Period;
  onChange: (period: Period) => void;
}

/** The reports' period: a quick choice, or from one Jalali day to another, both included. */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const range = useDayRange(
    () => partsOf(isoToJalali(period.from)),
    () => partsOf(isoToJalali(period.to)),
  );

  function show() {
    const from = readParts(range.from);
    const to = readParts(range.to);
    if (!from.ok || !to.ok) {
      range.setErrors({ from: from.ok ? undefined : from.message, to: to.ok ? undefined : to.message });
      return;
    }
    const chosen = { from: jalaliToIso(from.day), to: jalaliToIso(to.day) };
    if (chosen.from > chosen.to) return range.setErrors({ to: 'روز پایان پیش از روز آغاز است' });
    if (periodDays(chosen) > REPORT_MAX_DAYS)
      return range.setErrors({ to: `بازه حداکثر ${toPersianDigits(REPORT_MAX_DAYS)} روز است` });
    range.setErrors({});
    onChange(chosen);
  }

  function preset(days: number) {
    const chosen = lastDays(days);
    range.setDays({ from: partsOf(isoToJalali(chosen.from)), to: partsOf(isoToJalali(chosen.to)) });
    range.setErrors({});
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
      <DayRangeFields range={range} legend="بازهٔ گزارش" className="dashboard-period__days" ids="period">
        <button type="button" className="panel-button" onClick={show}>
          نمایش
        </button>
      </DayRangeFields>
    </div>
  );
}
