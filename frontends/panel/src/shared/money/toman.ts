import { RIALS_PER_TOMAN, toWesternDigits } from '@ela/web-kit';

/**
 * Prices are typed in Toman, as people say them, and sent in whole Rials (one Toman is ten
 * Rials). Every amount a customer pays or sees is a whole Toman
 * (docs/decisions/money-whole-rials-and-toman.md), so a typed amount has no decimals and its Rials
 * are a multiple of ten by construction. The conversion is exact: whole numbers only, refused past the largest safe one.
 */

export type TomanParse = { ok: true; rials: number | null } | { ok: false; message: string };

export const MONEY_MESSAGES = {
  invalid: 'مبلغ را فقط با رقم بنویسید',
  partToman: 'مبلغ باید تومان کامل باشد، بدون اعشار',
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

/**
 * Rials from a Toman amount as typed; an empty field is `null` (no amount). A decimal sign is read
 * (so «۱۲۳٫۵» is refused as part of a Toman, never taken for 1235), and only zeros may follow it.
 */
export function parseToman(text: string): TomanParse {
  const clean = normalizeMoneyInput(text);
  if (clean === '') return { ok: true, rials: null };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(clean);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, message: MONEY_MESSAGES.invalid };
  const [, whole, fraction = ''] = match;
  if (/[1-9]/.test(fraction)) return { ok: false, message: MONEY_MESSAGES.partToman };
  const rials = Number(whole || '0') * RIALS_PER_TOMAN;
  if (!Number.isSafeInteger(rials)) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  return { ok: true, rials };
}

/** The Rials a checked price field holds: null when empty (or refused). */
export function rialsOf(text: string): number | null {
  const parsed = parseToman(text);
  return parsed.ok ? parsed.rials : null;
}

/**
 * A Rial amount as the Toman text a price field starts with (Western digits, no separators). An
 * amount saved in part-Toman before the rule keeps its tenth, so the field shows what is saved
 * and asks for a whole Toman before it is saved again.
 */
export function rialsToTomanText(rials: number | null): string {
  if (rials === null) return '';
  const digits = String(rials).padStart(2, '0');
  const whole = digits.slice(0, -1).replace(/^0+(?=\d)/, '');
  const tenth = digits.slice(-1);
  return tenth === '0' ? whole : `${whole}.${tenth}`;
}
