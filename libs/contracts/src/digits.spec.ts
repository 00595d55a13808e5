import { toWesternDigits } from './digits';

describe('toWesternDigits', () => {
  it('converts Persian and Arabic-Indic digits and keeps other text', () => {
    expect(toWesternDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toWesternDigits('قیمت ۱۲ و ٣4')).toBe('قیمت 12 و 34');
  });
});
