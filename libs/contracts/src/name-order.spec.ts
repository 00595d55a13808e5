import { codepointOrder, compareNames } from './name-order';

describe('the order of names', () => {
  it('follows the Persian alphabet, پ چ ژ ک گ ی among the others and و before ه', () => {
    const alphabet = 'ا ب پ ت ث ج چ ح خ د ذ ر ز ژ س ش ص ض ط ظ ع غ ف ق ک گ ل م ن و ه ی'.split(' ');
    expect([...alphabet].reverse().sort(compareNames)).toEqual(alphabet);
    expect(['گلبهی', 'کرم', 'یاسی', 'پسته‌ای', 'زرد'].sort(compareNames)).toEqual([
      'پسته‌ای',
      'زرد',
      'کرم',
      'گلبهی',
      'یاسی',
    ]);
  });

  it('tells apart names the collator finds equal, by code point as PostgreSQL does', () => {
    // The collator passes over a half-space (U+200C); PostgreSQL then compares the bytes.
    expect(compareNames('می‌خواهم', 'میخواهم')).toBeGreaterThan(0);
    expect(compareNames('میخواهم', 'می‌خواهم')).toBeLessThan(0);
    expect(compareNames('می‌خواهم', 'می‌خواهم')).toBe(0);
    // Arabic yeh and kaf after the Persian letters, as PostgreSQL's ICU has them.
    expect(compareNames('علي', 'علی')).toBeGreaterThan(0);
    expect(compareNames('كرم', 'کرم')).toBeGreaterThan(0);
  });

  it('compares code points, not UTF-16 units', () => {
    // U+FB50 is one UTF-16 unit, U+1F600 two surrogates: by code point U+FB50 comes first.
    expect(codepointOrder('\ufb50', '\u{1f600}')).toBeLessThan(0);
    expect('\ufb50' < '\u{1f600}').toBe(false);
    expect(codepointOrder('ab', 'a')).toBeGreaterThan(0);
  });
});
