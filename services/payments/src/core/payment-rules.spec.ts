import type { BankReturn } from '../gateways/gateway-adapter';
import { returnMismatch, sessionOver } from './payment-rules';

const parsian = (echoes: BankReturn['echoes']): BankReturn => ({
  reference: '123456789012345',
  paid: true,
  cancelled: false,
  code: 0,
  echoes,
});
const ours = { amount: 6_300_000, number: 100_042 };

describe('a paid return', () => {
  it('is ours when the gateway writes nothing back (Zarinpal, MockTest)', () => {
    expect(returnMismatch(ours, parsian(null))).toBeNull();
  });

  it('is ours when the amount and the payment number are ours', () => {
    expect(returnMismatch(ours, parsian({ amount: 6_300_000, paymentNumber: '100042' }))).toBeNull();
  });

  it('is refused with another amount, another payment number, or either missing', () => {
    expect(returnMismatch(ours, parsian({ amount: 6_300_001, paymentNumber: '100042' }))).toBe(
      'AMOUNT_MISMATCH',
    );
    expect(returnMismatch(ours, parsian({ amount: 630_000, paymentNumber: '100042' }))).toBe(
      'AMOUNT_MISMATCH',
    );
    expect(returnMismatch(ours, parsian({ amount: null, paymentNumber: '100042' }))).toBe('AMOUNT_MISMATCH');
    expect(returnMismatch(ours, parsian({ amount: 6_300_000, paymentNumber: '100043' }))).toBe(
      'RETURN_MISMATCH',
    );
    expect(returnMismatch(ours, parsian({ amount: 6_300_000, paymentNumber: null }))).toBe('RETURN_MISMATCH');
  });
});

describe('a bank session', () => {
  it('is over only once it is older than the bank keeps one', () => {
    const now = new Date('2025-01-01T10:20:00Z');
    expect(sessionOver(new Date('2025-01-01T10:00:00Z'), 20 * 60_000, now)).toBe(false);
    expect(sessionOver(new Date('2025-01-01T09:59:59Z'), 20 * 60_000, now)).toBe(true);
  });
});
