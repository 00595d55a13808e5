import { toWesternDigits } from '@ela/web-kit';

/**
 * Prices are typed in Toman, as people say them, and sent in whole Rials (one Toman is ten
 * Rials). A Toman amount may carry one decimal digit, so every Rial amount can be written.
 * The conversion works on the digits themselves: no floating point ever touches a price.
 */

export type TomanParse = { ok: true; rials: number | null } | { ok: false; message: string };

export const MONEY_MESSAGES = {
  invalid: 'مبلغ را فقط با رقم بنویسید',
  tooPrecise: 'مبلغ تومان حداکثر یک رقم اعشار دارد',
  tooLarge: 'مبلغ بیش از حد بزرگ است',
} as const;

/**
 * What a price field keeps of what was typed: any digits become Western ones, the Persian decimal
 * sign becomes a point, and group separators and spaces are dropped.
 */
export function normalizeMoneyInput(text: string): string {
  return toWesternDigits(text)
    .replace(/[٫]/g, '.')
    .replace(/[,٬،\s]/g, '');
}

/** Rials from a Toman amount as typed; an empty field is `null` (no amount). */
export function parseToman(text: string): TomanParse {
  const clean = normalizeMoneyInput(text);
  if (clean === '') return { ok: true, rials: null };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(clean);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, message: MONEY_MESSAGES.invalid };
  const [, whole, fraction = ''] = match;
  const tenths = fraction.replace(/0+$/, '');
  if (tenths.length > 1) return { ok: false, message: MONEY_MESSAGES.tooPrecise };
  const rials = Number(`${whole || '0'}${tenths || '0'}`);
  if (!Number.isSafeInteger(rials)) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  return { ok: true, rials };
}

/** A Rial amount as the Toman text a price field starts with (Western digits, no separators). */
export function rialsToTomanText(rials: number | null): string {
  if (rials === null) return '';
  const digits = String(rials).padStart(2, '0');
  const whole = digits.slice(0, -1).replace(/^0+(?=\d)/, '');
  const tenth = digits.slice(-1);
  return tenth === '0' ? whole : `${whole}.${tenth}`;
}
