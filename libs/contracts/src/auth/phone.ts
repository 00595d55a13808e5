import { z } from 'zod';
import { normalizeIranMobile } from './phone-number';
import { safeText } from '../text';

/** An Iranian mobile number in any common form (09…, +989…, 989…, Persian digits), normalised to +989…. */
export const iranMobile = safeText()
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
