import type { ReportPeriod } from '@ela/contracts';
import {
  JALALI_MONTHS,
  isoToJalali,
  jalaliToIso,
  tehranToday,
  toPersianDigits,
  type JalaliDate,
} from '@ela/web-kit';

/** A period of Tehran days, both ends included, as the reports take it: ISO (Gregorian) days. */
export type Period = ReportPeriod;

const DAY_MS = 24 * 60 * 60_000;

/** The ISO day `n` days after `day` (before, when negative). */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days, today included. */
export function lastDays(days: number, today: JalaliDate = tehranToday()): Period {
  const to = jalaliToIso(today);
  return { from: shiftDay(to, 1 - days), to };
}

/** The quick choices above the pickers. */
export const PRESETS = [
  { days: 1, label: 'امروز' },
  { days: 7, label: '۷ روز گذشته' },
  { days: 30, label: '۳۰ روز گذشته' },
  { days: 90, label: '۹۰ روز گذشته' },
] as const;

/** How the address keeps a day: `1404-1-13`, Jalali, as the transactions' filter does. */
export function dayParam(iso: string): string {
  const { year, month, day } = isoToJalali(iso);
  return `${year}-${month}-${day}`;
}

/** The period the address names, or the last 30 days when it names none (or nonsense). */
export function periodFromParams(params: URLSearchParams, today: JalaliDate = tehranToday()): Period {
  const read = (value: string | null) => {
    const [year, month, day] = (value ?? '').split('-').map(Number);
    if (!year || !month || !day || month > 12 || day > 31) return null;
    return jalaliToIso({ year, month, day });
  };
  const from = read(params.get('from'));
  const to = read(params.get('to'));
  return from && to && from <= to ? { from, to } : lastDays(30, today);
}

/** A day as a chart's axis shows it: «۱۳ فروردین». */
export function shortDay(iso: string): string {
  const { month, day } = isoToJalali(iso);
  return `${toPersianDigits(day)} ${JALALI_MONTHS[month - 1]}`;
}

/** A day in full: «۱۳ فروردین ۱۴۰۴». */
export function longDay(iso: string): string {
  const { year } = isoToJalali(iso);
  return `${shortDay(iso)} ${toPersianDigits(year)}`;
}
