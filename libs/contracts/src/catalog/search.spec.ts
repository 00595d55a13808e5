import { foldPersian } from './search';

describe('foldPersian', () => {
  it('treats Arabic ي and ك as Persian ی and ک', () => {
    expect(foldPersian('پارچه كتان نخي')).toBe(foldPersian('پارچه کتان نخی'));
  });

  it('ignores diacritics and tatweel, and reads any digits', () => {
    expect(foldPersian('مُخمَل ۱۲٣')).toBe('مخمل 123');
    expect(foldPersian('مـخـمـل')).toBe('مخمل');
  });

  it('takes a zero-width non-joiner as the space people type instead', () => {
    expect(foldPersian('پرده\u200cای')).toBe(foldPersian('پرده ای'));
  });
});
