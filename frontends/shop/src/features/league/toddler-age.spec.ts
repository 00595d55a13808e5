import { ageInMonths } from './toddler-age';

describe('toddler ages', () => {
  it('adds years and months up to six years', () => {
    expect(ageInMonths(1, 8)).toBe(20);
    expect(ageInMonths(6, 0)).toBe(72);
    expect(ageInMonths(6, 1)).toBeNull();
  });
});
