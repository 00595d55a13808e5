import type { UnitType } from '@ela/contracts';
import { toWesternDigits } from '@ela/web-kit';

// How quantities are shown is shared with the panel, which shows an order as its customer saw it.
export { formatSteps, quantityLabel, quantityUnit } from '@ela/web-kit';

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
