import { TODDLER_LIMITS } from '@ela/contracts';

export const MAX_AGE_MONTHS = TODDLER_LIMITS.maxAgeMonths;

/** Whole months from a form's years and months; null when the age is past the league's. */
export function ageInMonths(years: number, months: number): number | null {
  const total = years * 12 + months;
  return total >= 0 && total <= MAX_AGE_MONTHS ? total : null;
}
