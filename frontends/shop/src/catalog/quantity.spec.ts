import { clampSteps, lineTotal, parseSteps } from './quantity';

describe('quantities in unit steps', () => {
  it('reads typed quantities in any digits and decimal marks', () => {
    expect(parseSteps('half_meter', '۱٫۵')).toBe(3);
    expect(parseSteps('half_meter', '1.5')).toBe(3);
    expect(parseSteps('half_meter', '١/٥')).toBe(3);
    expect(parseSteps('half_meter', '۲')).toBe(4);
    expect(parseSteps('half_meter', '.5')).toBe(1);
    expect(parseSteps('half_meter', '1.7')).toBe(3);
    expect(parseSteps('half_meter', '1.2')).toBe(2);
    expect(parseSteps('meter', '۱۲')).toBe(12);
    expect(parseSteps('meter', '2.5')).toBe(2);
    expect(parseSteps('count', '٣')).toBe(3);
    expect(parseSteps('count', '۱٬۰۰۰')).toBe(1000);
  });

  it('refuses what is not a number', () => {
    for (const text of ['', '.', 'abc', '1.2.3', '-1', '۱م']) expect(parseSteps('meter', text)).toBeNull();
    expect(parseSteps('count', '9'.repeat(20))).toBeNull();
  });

  it('keeps a quantity between one step and the stock', () => {
    expect(clampSteps(0, 8)).toBe(1);
    expect(clampSteps(5, 8)).toBe(5);
    expect(clampSteps(20, 8)).toBe(8);
    expect(clampSteps(3, 0)).toBe(1);
  });

  it('prices a quantity exactly, in whole Rials', () => {
    expect(lineTotal(3, 2_450_005)).toBe(7_350_015);
    expect(() => lineTotal(10_000_000, Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});
