import { z } from 'zod';
import { toWesternDigits } from '../digits';

const MOBILE = /^(?:\+98|0098|98|0)?(9\d{9})$/;

/** `+989121234567` from any common way of writing an Iranian mobile number, or null. */
export function normalizeIranMobile(input: string): string | null {
  const compact = toWesternDigits(input).replace(/[\s\-()]/g, '');
  const match = MOBILE.exec(compact);
  return match ? `+98${match[1]}` : null;
}

/** An Iranian mobile number in any common form (09…, +989…, 989…, Persian digits), normalised to +989…. */
export const iranMobile = z
  .string()
  .max(32)
  .transform((value, ctx) => {
    const phone = normalizeIranMobile(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'شماره موبایل معتبر نیست؛ مثلاً ۰۹۱۲۱۲۳۴۵۶۷' });
      return z.NEVER;
    }
    return phone;
  })
  .describe('Iranian mobile number, e.g. 09121234567');
