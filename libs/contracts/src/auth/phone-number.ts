import { toWesternDigits } from '../digits';

const MOBILE = /^(?:\+98|0098|98|0)?(9\d{9})$/;

/** `+989121234567` from any common way of writing an Iranian mobile number, or null. */
export function normalizeIranMobile(input: string): string | null {
  const compact = toWesternDigits(input).replace(/[\s\-()]/g, '');
  const match = MOBILE.exec(compact);
  return match ? `+98${match[1]}` : null;
}
