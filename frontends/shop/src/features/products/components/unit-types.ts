import type { UnitType } from '@ela/contracts';

/** How each unit type reads on a product card. */
export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  count: 'عددی',
  half_meter: 'نیم‌متری',
  meter: 'متری',
};
