import { hashOtp, newOtpCode, sameHash } from './otp-code';

describe('otp codes', () => {
  it('are six digits and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newOtpCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('hash differently per number, purpose and key', () => {
    const base = hashOtp('k'.repeat(32), 'user', '+989120000000', '123456');
    expect(hashOtp('k'.repeat(32), 'admin', '+989120000000', '123456')).not.toBe(base);
    expect(hashOtp('k'.repeat(32), 'user', '+989120000001', '123456')).not.toBe(base);
    expect(hashOtp('j'.repeat(32), 'user', '+989120000000', '123456')).not.toBe(base);
    expect(sameHash(base, hashOtp('k'.repeat(32), 'user', '+989120000000', '123456'))).toBe(true);
    expect(sameHash(base, base.slice(1))).toBe(false);
  });
});
