import { MONEY_MESSAGES, normalizeMoneyInput, parseToman, rialsToTomanText } from './toman';

describe('Toman typed, Rials sent', () => {
  it('multiplies by ten exactly, whatever digits were typed', () => {
    expect(parseToman('125000')).toEqual({ ok: true, rials: 1_250_000 });
    expect(parseToman('۱۲۵٬۰۰۰')).toEqual({ ok: true, rials: 1_250_000 });
    expect(parseToman('١٢٥,٠٠٠')).toEqual({ ok: true, rials: 1_250_000 });
    expect(parseToman(' 0 ')).toEqual({ ok: true, rials: 0 });
  });

  it('takes one decimal digit, with a point or the Persian decimal sign', () => {
    expect(parseToman('1234.5')).toEqual({ ok: true, rials: 12_345 });
    expect(parseToman('۱۲۳۴٫۵')).toEqual({ ok: true, rials: 12_345 });
    expect(parseToman('.5')).toEqual({ ok: true, rials: 5 });
    expect(parseToman('12.50')).toEqual({ ok: true, rials: 125 });
    expect(parseToman('12.')).toEqual({ ok: true, rials: 120 });
  });

  it('stays exact where floating point would not', () => {
    // 0.1 + 0.2 style errors: 1.1 Toman * 10 is 11.000000000000002 in floating point.
    expect(parseToman('1.1')).toEqual({ ok: true, rials: 11 });
    expect(parseToman('900719925474099.1')).toEqual({ ok: true, rials: 9_007_199_254_740_991 });
  });

  it('refuses what is not an amount', () => {
    expect(parseToman('12.55')).toEqual({ ok: false, message: MONEY_MESSAGES.tooPrecise });
    expect(parseToman('12a')).toEqual({ ok: false, message: MONEY_MESSAGES.invalid });
    expect(parseToman('-5')).toEqual({ ok: false, message: MONEY_MESSAGES.invalid });
    expect(parseToman('1.2.3')).toEqual({ ok: false, message: MONEY_MESSAGES.invalid });
    expect(parseToman('.')).toEqual({ ok: false, message: MONEY_MESSAGES.invalid });
    expect(parseToman('900719925474099.2')).toEqual({ ok: false, message: MONEY_MESSAGES.tooLarge });
  });

  it('reads an empty field as no amount', () => {
    expect(parseToman('')).toEqual({ ok: true, rials: null });
    expect(parseToman('  ')).toEqual({ ok: true, rials: null });
  });

  it('writes Rials back as Toman text, and the two directions agree', () => {
    expect(rialsToTomanText(1_250_000)).toBe('125000');
    expect(rialsToTomanText(12_345)).toBe('1234.5');
    expect(rialsToTomanText(5)).toBe('0.5');
    expect(rialsToTomanText(0)).toBe('0');
    expect(rialsToTomanText(null)).toBe('');
    for (const rials of [0, 1, 9, 10, 99, 101, 45_000, 2_450_005, Number.MAX_SAFE_INTEGER]) {
      expect(parseToman(rialsToTomanText(rials))).toEqual({ ok: true, rials });
    }
  });

  it('cleans typed text to Western digits without separators', () => {
    expect(normalizeMoneyInput('۱۲٬۵۰۰٫۵ ')).toBe('12500.5');
  });
});
