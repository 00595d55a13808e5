import { formatJalaliDate, formatNumber, formatToman } from './persian-format';

describe('Persian formatting', () => {
  it('writes numbers with Persian digits and separators', () => {
    expect(formatNumber(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
  });

  it('shows Rials as Toman', () => {
    expect(formatToman(1_250_000)).toBe('۱۲۵٬۰۰۰ تومان');
    expect(formatToman(15)).toBe('۱٫۵ تومان');
  });

  it('shows dates in the Jalali calendar', () => {
    // 21 March 2025 is 1 Farvardin 1404, the Persian new year.
    expect(formatJalaliDate('2025-03-21T12:00:00Z')).toBe('۱ فروردین ۱۴۰۴');
  });
});
