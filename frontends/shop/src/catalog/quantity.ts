import type { UnitType } from '@ela/contracts';
import { formatNumber, toWesternDigits } from '@ela/web-kit';

/**
 * Quantities count unit steps (one item, one half meter or one meter) and stay whole numbers;
 * half meters are shown as meters in halves («۱٫۵ متر») but never computed as fractions.
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

/**
 * What was typed, as unit steps: any digits, a decimal point written `.`, `٫` or `/` (as Iranians
 * often do). Half meters round down to a half («۱٫۷» → 3 steps); other units drop any fraction.
 * Null when it is not a number.
 */
export function parseSteps(unitType: UnitType, text: string): number | null {
  const plain = toWesternDigits(text)
    .replace(/[\s,٬]/g, '')
    .replace(/[٫./]/g, '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match || (match[1] === '' && !match[2])) return null;
  const whole = Number(match[1] || '0');
  if (!Number.isSafeInteger(whole)) return null;
  if (unitType !== 'half_meter') return whole;
  const firstDecimal = Number((match[2] ?? '').charAt(0) || '0');
  return whole * 2 + (firstDecimal >= 5 ? 1 : 0);
}

/** A quantity one can order: at least one step and at most what is in stock. */
export function clampSteps(steps: number, stock: number): number {
  return Math.min(Math.max(1, Math.floor(steps)), Math.max(1, stock));
}

/** The price of a quantity in whole Rials: steps times the price per step, exact. */
export function lineTotal(steps: number, pricePerStep: number): number {
  const total = steps * pricePerStep;
  if (!Number.isSafeInteger(total)) throw new RangeError('the total is too large to be exact');
  return total;
}
