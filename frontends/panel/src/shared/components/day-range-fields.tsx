import { useState, type ReactNode } from 'react';
import type { JalaliParts } from '@ela/web-kit';
import { JalaliDateInput } from './jalali-date-input';
import '../panel.css';

type End = 'from' | 'to';
const ENDS: [End, string][] = [
  ['from', 'از روز'],
  ['to', 'تا روز'],
];

/** The two days of a range as chosen so far, and the problems found in them. */
export function useDayRange(from: () => JalaliParts, to: () => JalaliParts) {
  const [days, setDays] = useState(() => ({ from: from(), to: to() }));
  const [errors, setErrors] = useState<Partial<Record<End, string>>>({});
  const setDay = (end: End, day: JalaliParts) => setDays((current) => ({ ...current, [end]: day }));
  return { ...days, errors, setDays, setDay, setErrors };
}

interface DayRangeFieldsProps {
  range: ReturnType<typeof useDayRange>;
  /** What the range is, for screen readers: «بازهٔ گزارش». */
  legend: string;
  className: string;
  /** Starts the ids of the days' problems: `${ids}-from-error`. */
  ids: string;
  /** The range's buttons, after the two days. */
  children: ReactNode;
}

/** «From day … to day …» in Jalali days, both included, as a row of selects and buttons. */
export function DayRangeFields({ range, legend, className, ids, children }: DayRangeFieldsProps) {
  return (
    <fieldset className={`panel-toolbar ${className}`}>
      <legend className="panel-visually-hidden">{legend}</legend>
      {ENDS.map(([end, label]) => (
        <JalaliDateInput
          key={end}
          legend={label}
          value={range[end]}
          onChange={(day) => range.setDay(end, day)}
          error={range.errors[end]}
          errorId={`${ids}-${end}-error`}
        />
      ))}
      {children}
    </fieldset>
  );
}
