import { normalizeNumericInput } from './numeric-input';

describe('normalizeNumericInput', () => {
  it('turns Persian and Arabic-Indic digits into Western ones', () => {
    expect(normalizeNumericInput('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
    expect(normalizeNumericInput('٠٩١٢٣٤٥٦٧٨٩')).toBe('09123456789');
    expect(normalizeNumericInput('۰۹12٣٤')).toBe('091234');
  });

  it('drops everything that is not a digit', () => {
    expect(normalizeNumericInput(' ۰۹۱۲-۳۴۵ ۶۷۸۹ ')).toBe('09123456789');
    expect(normalizeNumericInput('abc')).toBe('');
  });
});
