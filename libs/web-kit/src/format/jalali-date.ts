/**
 * Jalali (Solar Hijri) ↔ Gregorian days, for the shop's birth date and the panel's date ranges. Intl
 * shows Jalali dates but cannot read them back, so this is the arithmetic of Borkowski's algorithm
 * (as in jalaali-js), checked day by day against Intl's Persian calendar in the spec beside it.
 */
export interface JalaliDate {
  year: number;
  /** 1 = Farvardin … 12 = Esfand */
  month: number;
  day: number;
}

export const JALALI_MONTHS = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

// Years at which the 2820-year cycle's leap pattern breaks.
const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178,
];

const div = (a: number, b: number) => Math.trunc(a / b);
const mod = (a: number, b: number) => a - Math.trunc(a / b) * b;

/** Whether the Jalali year is leap, and the March day of its Nowruz. */
function yearInfo(jy: number): { leap: number; gy: number; march: number } {
  let leapJ = -14;
  let jp = BREAKS[0];
  let jump = 0;
  for (let i = 1; i < BREAKS.length; i++) {
    const jm = BREAKS[i];
    jump = jm - jp;
    if (jy < jm) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = jy - jp;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const gy = jy + 621;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  const march = 20 + leapJ - leapG;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { leap, gy, march };
}

/** Julian day number of a Gregorian date. */
function gregorianToDay(gy: number, gm: number, gd: number): number {
  const d = div((gy + div(gm - 8, 6) + 100100) * 1461, 4) + div(153 * mod(gm + 9, 12) + 2, 5) + gd - 34840408;
  return d - div(div(gy + 100100 + div(gm - 8, 6), 100) * 3, 4) + 752;
}

function dayToGregorian(jdn: number): { gy: number; gm: number; gd: number } {
  let j = 4 * jdn + 139361631;
  j = j + div(div(4 * jdn + 183187720, 146097) * 3, 4) * 4 - 3908;
  const i = div(mod(j, 1461), 4) * 5 + 308;
  const gd = div(mod(i, 153), 5) + 1;
  const gm = mod(div(i, 153), 12) + 1;
  const gy = div(j, 1461) - 100100 + div(8 - gm, 6);
  return { gy, gm, gd };
}

export function isLeapJalaliYear(year: number): boolean {
  return yearInfo(year).leap === 0;
}

export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isLeapJalaliYear(year) ? 30 : 29;
}

/** The Gregorian day of a Jalali date, as `YYYY-MM-DD`. */
export function jalaliToIso({ year, month, day }: JalaliDate): string {
  const info = yearInfo(year);
  const jdn =
    gregorianToDay(info.gy, 3, info.march) + (month - 1) * 31 - div(month, 7) * (month - 7) + day - 1;
  const { gy, gm, gd } = dayToGregorian(jdn);
  return `${String(gy).padStart(4, '0')}-${String(gm).padStart(2, '0')}-${String(gd).padStart(2, '0')}`;
}

/** The Jalali date of a Gregorian day given as `YYYY-MM-DD`. */
export function isoToJalali(iso: string): JalaliDate {
  const [gy, gm, gd] = iso.split('-').map(Number);
  const jdn = gregorianToDay(gy, gm, gd);
  let year = gy - 621;
  const info = yearInfo(year);
  // Days since 1 Farvardin of the Jalali year that starts in this Gregorian year.
  let k = jdn - gregorianToDay(gy, 3, info.march);
  if (k >= 0 && k <= 185) return { year, month: 1 + div(k, 31), day: mod(k, 31) + 1 };
  if (k >= 0) {
    k -= 186;
  } else {
    // Before Nowruz: the end of the previous Jalali year, whose Esfand has 30 days when leap.
    year -= 1;
    k += 179 + (info.leap === 1 ? 1 : 0);
  }
  return { year, month: 7 + div(k, 30), day: mod(k, 30) + 1 };
}
