import {
  formatJalaliDate,
  formatMobile,
  formatNumber,
  formatTehranDate,
  formatToman,
  toPersianDigits,
} from './persian-format';

describe('Persian formatting', () => {
  it('writes numbers with Persian digits and separators', () => {
    expect(formatNumber(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
  });

  it('writes every number exactly as fa-IR Intl formatting does', () => {
    const intl = new Intl.NumberFormat('fa-IR');
    const intlOneDecimal = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });
    const values = [
      0,
      -0,
      7,
      999,
      1000,
      -1234.5,
      0.1234,
      1.0005,
      1.25,
      0.0005,
      2.0045,
      999.9995,
      -0.0004,
      2.5e-7,
      1e21,
      12345678.95,
      NaN,
      Infinity,
    ];
    // A fixed walk over magnitudes, signs and fractions, so a failure can be replayed.
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      values.push(((seed % 2 ? -1 : 1) * seed) / 10 ** (seed % 12));
    }
    for (const value of values) {
      expect([value, formatNumber(value)]).toEqual([value, intl.format(value)]);
      expect([value, formatToman(value * 10)]).toEqual([value, `${intlOneDecimal.format(value)} تومان`]);
    }
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

  it('names the day an instant falls on in Tehran, not in the browser’s zone', () => {
    // 21:00 UTC on 20 March is 00:30 on 1 Farvardin in Tehran, still 29 Esfand in UTC.
    expect(formatTehranDate('2025-03-20T21:00:00Z')).toBe('۱ فروردین ۱۴۰۴');
    expect(formatTehranDate('2025-03-20T20:29:00Z')).toBe('۳۰ اسفند ۱۴۰۳');
  });
});
