import type { UnitType } from '@ela/contracts';

/** How each unit type reads on a card: how the product is sold. */
export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  count: 'عددی',
  half_meter: 'نیم‌متری',
  meter: 'متری',
};

/** One unit step, after «هر»: prices are per step. */
export const UNIT_STEP_NAMES: Record<UnitType, string> = {
  count: 'عدد',
  half_meter: 'نیم‌متر',
  meter: 'متر',
};

/** «قیمت هر متر» and its kin. */
export function perStepLabel(unitType: UnitType): string {
  return `قیمت هر ${UNIT_STEP_NAMES[unitType]}`;
}
