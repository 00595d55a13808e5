import { periodBounds, tehranDaySql } from './tehran-period';

describe('a period of Tehran days', () => {
  it('runs from its first midnight to the midnight after its last day, in Tehran', () => {
    expect(periodBounds({ from: '2025-03-21', to: '2025-03-21' })).toEqual([
      '2025-03-21T00:00:00+03:30',
      '2025-03-22T00:00:00+03:30',
    ]);
    expect(periodBounds({ from: '2024-12-01', to: '2024-12-31' })[1]).toBe('2025-01-01T00:00:00+03:30');
  });

  it('buckets by the same offset in SQL', () => {
    expect(tehranDaySql('paid_at')).toBe("(paid_at AT TIME ZONE INTERVAL '+03:30')::date");
  });
});
