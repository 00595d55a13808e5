import { periodDays } from '@ela/contracts';
import { dayParam, lastDays, longDay, periodFromParams, shiftDay, shortDay } from './period';

const TODAY = { year: 1404, month: 1, day: 13 }; // 2 April 2025

describe('report periods', () => {
  it('counts back whole Tehran days from today, today included', () => {
    expect(lastDays(1, TODAY)).toEqual({ from: '2025-04-02', to: '2025-04-02' });
    expect(lastDays(30, TODAY)).toEqual({ from: '2025-03-04', to: '2025-04-02' });
    expect(periodDays(lastDays(30, TODAY))).toBe(30);
    expect(shiftDay('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('reads the period from the address in Jalali days, and falls back to the last 30 days', () => {
    const params = new URLSearchParams({ from: '1403-12-29', to: '1404-1-13' });
    expect(periodFromParams(params, TODAY)).toEqual({ from: '2025-03-19', to: '2025-04-02' });
    expect(dayParam('2025-03-19')).toBe('1403-12-29');
    for (const bad of ['', 'from=1404-1-13&to=1403-12-29', 'from=x&to=1404-1-1'])
      expect(periodFromParams(new URLSearchParams(bad), TODAY)).toEqual(lastDays(30, TODAY));
  });

  it('names days in Jalali with Persian digits', () => {
    expect(shortDay('2025-03-21')).toBe('۱ فروردین');
    expect(longDay('2025-04-02')).toBe('۱۳ فروردین ۱۴۰۴');
  });
});
