import { toPrefixQuery } from './prefix-query';

describe('toPrefixQuery', () => {
  it('makes the last word a prefix and joins words with AND', () => {
    expect(toPrefixQuery('پارچه مخم')).toBe('پارچه & مخم:*');
    expect(toPrefixQuery('10234')).toBe('10234:*');
  });

  it('drops characters that would break a tsquery', () => {
    expect(toPrefixQuery("a&b | c:* !d'")).toBe('ab & c & d:*');
    expect(toPrefixQuery('  ')).toBe('');
  });
});
