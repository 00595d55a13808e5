import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@ela/contracts';

export type OtpPurpose = 'user' | 'admin';

/** A code drawn from the CSPRNG: six digits, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Codes are stored only as a keyed hash bound to the number and the purpose. */
export function hashOtp(secret: string, purpose: OtpPurpose, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}|${phone}|${code}`).digest('base64url');
}

/** Compares two hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
