import { formatNumber, toWesternDigits } from '@ela/web-kit';

/** A form's problems, keyed by the API's field names, so the server's and ours land in one place. */
export type FieldErrors = Record<string, string>;

export const RULE_MESSAGES = {
  required: 'این بخش را پر کنید',
  wholeNumber: 'فقط عدد صحیح بنویسید',
  hex: 'رنگ را به شکل #RRGGBB بنویسید، مثلاً #719c95',
} as const;

/** Problem with a text's length, or null; the length is of the trimmed text. */
export function lengthProblem(text: string, min: number, max: number): string | null {
  const length = text.trim().length;
  if (length === 0 && min > 0) return RULE_MESSAGES.required;
  if (length < min) return `دست‌کم ${formatNumber(min)} حرف بنویسید`;
  if (length > max) return `حداکثر ${formatNumber(max)} حرف مجاز است`;
  return null;
}

export type WholeParse = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * A whole number as typed in any digits (null when empty). Anything else is refused rather than
 * silently cleaned, so a typo like «۱۲الف» is not read as 12.
 */
export function parseWholeNumber(text: string, min = 0, max = Number.MAX_SAFE_INTEGER): WholeParse {
  const clean = toWesternDigits(text).replace(/[,٬،\s]/g, '');
  if (clean === '') return { ok: true, value: null };
  if (!/^\d+$/.test(clean)) return { ok: false, message: RULE_MESSAGES.wholeNumber };
  const value = Number(clean);
  if (!Number.isSafeInteger(value) || value > max) {
    return { ok: false, message: `حداکثر ${formatNumber(max)}` };
  }
  if (value < min) return { ok: false, message: `دست‌کم ${formatNumber(min)}` };
  return { ok: true, value };
}

/** The number a checked whole-number field holds: null when empty (or refused). */
export function wholeOf(text: string, min?: number, max?: number): number | null {
  const parsed = parseWholeNumber(text, min, max);
  return parsed.ok ? parsed.value : null;
}

/**
 * What a whole-number field shows of a keystroke or paste: any digits become Western ones. Other
 * characters stay, for the check to point at, rather than «۱٫۵» silently becoming 15.
 */
export function cleanWholeNumberInput(text: string): string {
  return toWesternDigits(text);
}

/** A colour as the API wants it (#rrggbb, lower case), from what was typed; null when it is not one. */
export function normalizeHex(text: string): string | null {
  const clean = toWesternDigits(text).trim().replace(/^#?/, '#').toLowerCase();
  return /^#[0-9a-f]{6}$/.test(clean) ? clean : null;
}

/** Only the problems that exist: drops the rules that passed (null). */
export function problems(entries: Record<string, string | null | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(entries)) if (message) errors[name] = message;
  return errors;
}
