import { RIALS_PER_TOMAN } from '@ela/contracts';

/** Made on first use: a Persian-calendar formatter costs tens of milliseconds on a slow phone. */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const intlNumber = lazily(() => new Intl.NumberFormat('fa-IR'));
const jalaliDate = lazily(
  () => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: 'long', day: 'numeric' }),
);
const tehranJalaliDate = lazily(
  () =>
    new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Tehran',
    }),
);
const jalaliDateTime = lazily(
  () =>
    new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

export const TOMAN_LABEL = 'تومان';

const GROUP_SEPARATOR = '\u066c';
const DECIMAL_SEPARATOR = '\u066b';
/** How fa-IR writes a minus: a left-to-right mark, then the minus sign. */
const MINUS = '\u200e\u2212';

/**
 * The whole and fraction digits of a non-negative number rounded as Intl rounds: on its shortest
 * decimal form (1.0005 is «1.0005», not the binary 1.000499…), a half going up.
 */
function roundedDigits(value: number, maxFractionDigits: number): [string, string] {
  // Below this String() writes an exponent; at three decimals at most, such a number is zero.
  if (value < 1e-6) return ['0', ''];
  const [whole, fraction = ''] = String(value).split('.');
  if (fraction.length <= maxFractionDigits) return [whole, fraction];
  const up = fraction[maxFractionDigits] >= '5' ? 1n : 0n;
  const scaled = (BigInt(whole + fraction.slice(0, maxFractionDigits)) + up)
    .toString()
    .padStart(maxFractionDigits + 1, '0');
  return [scaled.slice(0, -maxFractionDigits), scaled.slice(-maxFractionDigits)];
}

/**
 * A number as `Intl.NumberFormat('fa-IR')` writes it (Persian digits, «٬» between thousands, «٫»
 * before the fraction, the same rounding), built by hand: the first fa-IR formatter a page makes
 * loads the locale's data, about 50 ms on a slow phone before the first price can show.
 */
function persianNumber(value: number, maxFractionDigits: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return intlNumber().format(value);
  const [whole, fraction] = roundedDigits(Math.abs(value), maxFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR);
  const decimals = fraction.replace(/0+$/, '');
  const text = toPersianDigits(decimals ? `${grouped}${DECIMAL_SEPARATOR}${decimals}` : grouped);
  return value < 0 || Object.is(value, -0) ? `${MINUS}${text}` : text;
}

/** A number with Persian digits and Persian group separators (at most three decimals). */
export function formatNumber(value: number): string {
  return persianNumber(value, 3);
}

/**
 * A price for people: the API counts whole Rials, shoppers read Toman (one Toman is ten Rials),
 * so the amount is divided by ten and labelled «تومان».
 */
export function formatToman(rials: number): string {
  return `${persianNumber(rials / RIALS_PER_TOMAN, 1)} ${TOMAN_LABEL}`;
}

/** A day in the Jalali (Solar Hijri) calendar, e.g. «۱۰ فروردین ۱۴۰۴». */
export function formatJalaliDate(value: Date | string | number): string {
  return jalaliDate().format(new Date(value));
}

/**
 * The Jalali day an instant falls on in Tehran, whatever the browser's zone: for days the shop's
 * rules are counted in (a discount's first and last day).
 */
export function formatTehranDate(value: Date | string | number): string {
  return tehranJalaliDate().format(new Date(value));
}

/** A Jalali day with the time of day. */
export function formatJalaliDateTime(value: Date | string | number): string {
  return jalaliDateTime().format(new Date(value));
}

/** Western digits written as Persian ones, nothing else changed (years, codes: no separators). */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
}

/** A mobile number as Iranians write it, with Persian digits: `+989121234567` → «۰۹۱۲۱۲۳۴۵۶۷». */
export function formatMobile(phone: string): string {
  return toPersianDigits(phone.replace(/^\+98/, '0'));
}
