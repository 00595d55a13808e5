import { formatAgeMonths } from './age';

describe('formatAgeMonths', () => {
  it('reads as parents say an age, with Persian digits', () => {
    expect(formatAgeMonths(20)).toBe('۱ سال و ۸ ماه');
    expect(formatAgeMonths(7)).toBe('۷ ماه');
    expect(formatAgeMonths(24)).toBe('۲ سال');
    expect(formatAgeMonths(0)).toBe('نوزاد');
  });
});
