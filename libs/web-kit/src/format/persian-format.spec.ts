import { formatJalaliDate, formatMobile, formatNumber, formatToman, toPersianDigits } from './persian-format';

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

  it('writes a mobile number the Iranian way with Persian digits', () => {
    expect(formatMobile('+989121234567')).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(formatMobile('09351234567')).toBe('۰۹۳۵۱۲۳۴۵۶۷');
  });

  it('writes years and codes with Persian digits and no separators', () => {
    expect(toPersianDigits(1403)).toBe('۱۴۰۳');
    expect(toPersianDigits('کد 0123456789')).toBe('کد ۰۱۲۳۴۵۶۷۸۹');
  });
});
