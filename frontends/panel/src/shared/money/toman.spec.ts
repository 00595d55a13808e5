import { MONEY_MESSAGES, normalizeMoneyInput, parseToman, rialsToTomanText } from './toman';

describe('Toman typed, Rials sent', () => {
  it('multiplies by ten exactly, whatever digits were typed', () => {
    expect(parseToman('125000')).toEqual({ ok: true, rials: 1_250_000 });
    expect(parseToman('۱۲۵٬۰۰۰')).toEqual({ ok: true, rials: 1_250_000 });
    expect(parseToman('١٢٥,٠٠٠')).toEqual({ ok: true, rials: 1_250_000 });
    expect(parseToman(' 0 ')).toEqual({ ok: true, rials: 0 });
    expect(parseToman('900719925474099')).toEqual({ ok: true, rials: 9_007_199_254_740_990 });
  });

  it('takes whole Toman only: a decimal sign may be followed by zeros, nothing else', () => {
    expect(parseToman('12.')).toEqual({ ok: true, rials: 120 });
    expect(parseToman('12.00')).toEqual({ ok: true, rials: 120 });
    expect(parseToman('۱۲۳۴٫۰')).toEqual({ ok: true, rials: 12_340 });
    for (const text of ['1234.5', '۱۲۳۴٫۵', '.5', '12.05', '12.55'])
      expect(parseToman(text)).toEqual({ ok: false, message: MONEY_MESSAGES.partToman });
  });

  it('refuses what is not an amount', () => {
    expect(parseToman('12a')).toEqual({ ok: false, message: MONEY_MESSAGES.invalid });
    expect(parseToman('-5')).toEqual({ ok: false, message: MONEY_MESSAGES.invalid });
    expect(parseToman('1.2.3')).toEqual({ ok: false, message: MONEY_MESSAGES.invalid });
    expect(parseToman('.')).toEqual({ ok: false, message: MONEY_MESSAGES.invalid });
    expect(parseToman('900719925474100')).toEqual({ ok: false, message: MONEY_MESSAGES.tooLarge });
  });

  it('reads an empty field as no amount', () => {
    expect(parseToman('')).toEqual({ ok: true, rials: null });
    expect(parseToman('  ')).toEqual({ ok: true, rials: null });
  });

  it('writes Rials back as Toman text, and the two directions agree on whole Toman', () => {
    expect(rialsToTomanText(1_250_000)).toBe('125000');
    expect(rialsToTomanText(0)).toBe('0');
    expect(rialsToTomanText(null)).toBe('');
    for (const rials of [0, 10, 100, 45_000, 2_450_000, 9_007_199_254_740_990]) {
      expect(parseToman(rialsToTomanText(rials))).toEqual({ ok: true, rials });
    }
  });

  it('shows an amount saved in part-Toman as it is, and asks for a whole Toman to save it', () => {
    expect(rialsToTomanText(12_345)).toBe('1234.5');
    expect(rialsToTomanText(5)).toBe('0.5');
    expect(parseToman(rialsToTomanText(12_345))).toEqual({ ok: false, message: MONEY_MESSAGES.partToman });
  });

  it('cleans typed text to Western digits without separators', () => {
    expect(normalizeMoneyInput('۱۲٬۵۰۰٫۵ ')).toBe('12500.5');
  });
});
