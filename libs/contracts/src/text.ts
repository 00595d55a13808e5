import { z } from 'zod';

/**
 * Characters no field may carry: C0 and C1 controls (NUL breaks PostgreSQL text, the rest
 * break logs and exports) and the bidi embedding, override and isolate controls, which can
 * make a name read differently from what is stored ("Trojan Source"). Lone surrogates are
 * not text at all. Multi-line fields (descriptions) keep tab and line breaks; a browser
 * sends a textarea's line breaks as CR LF, so CR is allowed there too.
 */
const CONTROL = /\p{Cc}/u;
const CONTROL_MULTILINE = /(?![\t\n\r])\p{Cc}/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * The byte-order mark (zero-width no-break space) inside a text: it belongs at the start of a
 * file, never in a name, and makes two names that look the same compare different. `trim()`
 * already drops it at either end.
 */
const BYTE_ORDER_MARK = /\uFEFF/;
/**
 * What shows nothing on screen: spaces, zero-width space, non-joiner and joiner, word joiner,
 * direction marks, BOM, soft hyphen, Hangul fillers. The non-joiner (نیم‌فاصله) belongs
 * inside Persian words, so it is refused only when nothing visible stands beside it.
 */
const ONLY_INVISIBLE = /^[\s\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2060-\u2064\u3164\uFEFF\uFFA0]+$/;

export const TEXT_MESSAGES = {
  control: 'نویسهٔ کنترلی (مانند NUL، تب یا سر سطر) در این متن مجاز نیست',
  controlMultiline: 'نویسهٔ کنترلی (مانند NUL) در این متن مجاز نیست',
  bidi: 'نویسه‌های پنهانِ تغییر جهت متن (U+202A تا U+202E و U+2066 تا U+2069) مجاز نیست',
  surrogate: 'متن نویسهٔ یونیکد نامعتبر دارد',
  invisible: 'متن نمی‌تواند فقط از فاصله یا نویسه‌های نامرئی باشد',
  byteOrderMark: 'نویسهٔ نامرئی U+FEFF (نشانهٔ ترتیب بایت) در این متن مجاز نیست',
} as const;

/** The first problem that makes a text unsafe to store or show, or null. */
export function unsafeTextProblem(value: string, multiline = false): string | null {
  if ((multiline ? CONTROL_MULTILINE : CONTROL).test(value))
    return multiline ? TEXT_MESSAGES.controlMultiline : TEXT_MESSAGES.control;
  if (BIDI_CONTROL.test(value)) return TEXT_MESSAGES.bidi;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  if (ONLY_INVISIBLE.test(value)) return TEXT_MESSAGES.invisible;
  if (BYTE_ORDER_MARK.test(value)) return TEXT_MESSAGES.byteOrderMark;
  return null;
}

function checked(multiline: boolean) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = unsafeTextProblem(value, multiline);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/**
 * The one string schema for single-line text (names, titles, searches, tokens): trimmed,
 * no control characters at all, no bidi controls or byte-order marks, not made only of
 * invisible characters.
 * Chain `.min()`/`.max()` as on `z.string()`.
 */
export function safeText() {
  return checked(false);
}

/** As `safeText`, for fields that may span lines (descriptions): tab, LF and CR are allowed. */
export function multilineText() {
  return checked(true);
}
