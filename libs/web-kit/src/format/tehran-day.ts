import { TEHRAN_UTC_OFFSET } from '@ela/contracts';
import { isoToJalali, jalaliToIso, type JalaliDate } from './jalali-date';

/**
 * The shop works on Tehran time, which has kept +03:30 all year since 2022. A window entered as whole
 * Jalali days (a discount's, a transaction filter's) starts at midnight of its first day and ends at
 * midnight after its last day (the API's end is exclusive), both in Tehran.
 */
const TEHRAN_OFFSET = TEHRAN_UTC_OFFSET;
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant Tehran's day begins, as an ISO string with its offset. */
export function startOfTehranDay(day: JalaliDate): string {
  return `${jalaliToIso(day)}T00:00:00${TEHRAN_OFFSET}`;
}

/** The instant after Tehran's day ends: midnight of the next day. */
export function endOfTehranDay(day: JalaliDate): string {
  const next = new Date(Date.parse(startOfTehranDay(day)) + DAY_MS + TEHRAN_OFFSET_MS);
  return `${next.toISOString().slice(0, 10)}T00:00:00${TEHRAN_OFFSET}`;
}

/** The Tehran day an instant falls on. */
export function tehranDayOf(instant: string | number | Date): JalaliDate {
  const shifted = new Date(new Date(instant).getTime() + TEHRAN_OFFSET_MS);
  return isoToJalali(shifted.toISOString().slice(0, 10));
}

/** The last day of a window that ends (exclusively) at `instant`. */
export function lastTehranDayBefore(instant: string): JalaliDate {
  return tehranDayOf(Date.parse(instant) - 1);
}

/** Today in Tehran, as a Jalali day. */
export function tehranToday(): JalaliDate {
  return tehranDayOf(Date.now());
}
