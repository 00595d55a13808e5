import { newDiscountValues } from './discount-form.model';

const at = (iso: string) => Date.parse(iso);

describe('a new discount code’s form', () => {
  it('starts today, Tehran’s day, and runs for a month', () => {
    const values = newDiscountValues(at('2025-03-21T10:00:00+03:30'));
    expect(values.starts).toEqual({ year: '1404', month: '1', day: '1' });
    expect(values.ends).toEqual({ year: '1404', month: '1', day: '31' });
  });

  it('takes Tehran’s date just after its midnight, whatever the browser’s zone', () => {
    const values = newDiscountValues(at('2025-03-20T20:45:00Z'));
    expect(values.starts).toEqual({ year: '1404', month: '1', day: '1' });
  });

  it('ends on the month’s last day when the next month is shorter, and crosses the year', () => {
    expect(newDiscountValues(at('2025-09-22T12:00:00+03:30')).ends).toEqual({
      year: '1404',
      month: '7',
      day: '29',
    });
    expect(newDiscountValues(at('2026-03-10T12:00:00+03:30')).ends).toEqual({
      year: '1405',
      month: '1',
      day: '18',
    });
  });
});
