/** Made on first use: a Persian-calendar formatter costs tens of milliseconds on a slow phone. */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const numberFormat = lazily(() => new Intl.NumberFormat('fa-IR'));
const tomanFormat = lazily(() => new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 }));
const jalaliDate = lazily(
  () => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: 'long', day: 'numeric' }),
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

export const RIALS_PER_TOMAN = 10;
export const TOMAN_LABEL = 'تومان';

/** A number with Persian digits and Persian group separators. */
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

/**
 * A price for people: the API counts whole Rials, shoppers read Toman (one Toman is ten Rials),
 * so the amount is divided by ten and labelled «تومان».
 */
export function formatToman(rials: number): string {
  return `${tomanFormat().format(rials / RIALS_PER_TOMAN)} ${TOMAN_LABEL}`;
}

/** A day in the Jalali (Solar Hijri) calendar, e.g. «۱۰ فروردین ۱۴۰۴». */
export function formatJalaliDate(value: Date | string | number): string {
  return jalaliDate().format(new Date(value));
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
