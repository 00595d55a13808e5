import type { UnitType } from '@ela/contracts';
import { formatNumber } from './persian-format';

/**
 * Quantities count unit steps (one item, one half meter or one meter) and stay whole numbers;
 * half meters are shown as meters in halves («۱٫۵ متر») but never computed as fractions. The shop
 * and the panel show them alike, so an admin reads an order as its customer did.
 */
const PERSIAN_DECIMAL = '٫';

/** What a quantity is shown in: half meters are shown as meters. */
export function quantityUnit(unitType: UnitType): string {
  return unitType === 'count' ? 'عدد' : 'متر';
}

/** The number of a quantity in its display unit: 3 half meters → «۱٫۵». */
export function formatSteps(unitType: UnitType, steps: number): string {
  if (unitType !== 'half_meter') return formatNumber(steps);
  const meters = formatNumber(Math.floor(steps / 2));
  return steps % 2 === 0 ? meters : `${meters}${PERSIAN_DECIMAL}${formatNumber(5)}`;
}

/** A quantity with its unit: «۱٫۵ متر», «۳ عدد». */
export function quantityLabel(unitType: UnitType, steps: number): string {
  return `${formatSteps(unitType, steps)} ${quantityUnit(unitType)}`;
}
