import { endOfTehranDay, lastTehranDayBefore, startOfTehranDay, tehranDayOf } from './tehran-day';

describe('Tehran days', () => {
  it('starts 1 Farvardin 1404 at Tehran midnight, which is 20:30 UTC the day before', () => {
    const start = startOfTehranDay({ year: 1404, month: 1, day: 1 });
    expect(start).toBe('2025-03-21T00:00:00+03:30');
    expect(new Date(start).toISOString()).toBe('2025-03-20T20:30:00.000Z');
  });

  it('ends a day at the next midnight, and reads the last day back from it', () => {
    const end = endOfTehranDay({ year: 1403, month: 12, day: 30 });
    expect(end).toBe('2025-03-21T00:00:00+03:30');
    expect(lastTehranDayBefore(end)).toEqual({ year: 1403, month: 12, day: 30 });
  });

  it('puts a late UTC evening on the next Tehran day', () => {
    expect(tehranDayOf('2025-03-20T21:00:00Z')).toEqual({ year: 1404, month: 1, day: 1 });
    expect(tehranDayOf('2025-03-20T20:00:00Z')).toEqual({ year: 1403, month: 12, day: 30 });
  });
});
