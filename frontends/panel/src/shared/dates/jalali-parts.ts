import { jalaliMonthLength, type JalaliDate, type JalaliParts } from '@ela/web-kit';

export const NO_DAY: JalaliParts = { year: '', month: '', day: '' };

export function partsOf(day: JalaliDate): JalaliParts {
  return { year: String(day.year), month: String(day.month), day: String(day.day) };
}

/** The day the selects name, or why they name none. */
export function readParts(
  parts: JalaliParts,
): { ok: true; day: JalaliDate } | { ok: false; message: string } {
  if (!parts.year || !parts.month || !parts.day)
    return { ok: false, message: 'روز، ماه و سال را انتخاب کنید' };
  const day = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  if (day.day > jalaliMonthLength(day.year, day.month)) {
    return { ok: false, message: 'این ماه این روز را ندارد' };
  }
  return { ok: true, day };
}
