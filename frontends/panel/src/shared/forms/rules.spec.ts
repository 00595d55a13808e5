import { RULE_MESSAGES, lengthProblem, normalizeHex, parseWholeNumber, problems } from './rules';

describe('form rules', () => {
  it('checks the trimmed length of a text', () => {
    expect(lengthProblem('  ', 1, 10)).toBe(RULE_MESSAGES.required);
    expect(lengthProblem('a', 2, 10)).toBe('دست‌کم ۲ حرف بنویسید');
    expect(lengthProblem('abcdef', 1, 5)).toBe('حداکثر ۵ حرف مجاز است');
    expect(lengthProblem(' ab ', 2, 2)).toBeNull();
    expect(lengthProblem('', 0, 5)).toBeNull();
  });

  it('reads whole numbers in Persian, Arabic-Indic or Western digits, and refuses the rest', () => {
    expect(parseWholeNumber('۱۲')).toEqual({ ok: true, value: 12 });
    expect(parseWholeNumber('١٬٠٠٠')).toEqual({ ok: true, value: 1000 });
    expect(parseWholeNumber('')).toEqual({ ok: true, value: null });
    expect(parseWholeNumber('۱۲الف')).toEqual({ ok: false, message: RULE_MESSAGES.wholeNumber });
    expect(parseWholeNumber('1.5')).toEqual({ ok: false, message: RULE_MESSAGES.wholeNumber });
    expect(parseWholeNumber('-1')).toEqual({ ok: false, message: RULE_MESSAGES.wholeNumber });
    expect(parseWholeNumber('0', 1)).toEqual({ ok: false, message: 'دست‌کم ۱' });
    expect(parseWholeNumber('11', 0, 10)).toEqual({ ok: false, message: 'حداکثر ۱۰' });
  });

  it('takes a colour with or without #, in any case, and refuses anything else', () => {
    expect(normalizeHex('#719C95')).toBe('#719c95');
    expect(normalizeHex('719c95')).toBe('#719c95');
    expect(normalizeHex('#۷۱۹c۹۵')).toBe('#719c95');
    expect(normalizeHex('#fff')).toBeNull();
    expect(normalizeHex('#719c9g')).toBeNull();
    expect(normalizeHex('')).toBeNull();
  });

  it('keeps only the rules that failed', () => {
    expect(problems({ name: null, price: 'x', stock: undefined })).toEqual({ price: 'x' });
  });
});
