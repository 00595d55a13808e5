import { z } from 'zod';
import { wholeNumber } from '../common.schemas';

/** Largest amount of Rials the API accepts; JSON numbers stay exact below 2^53. */
export const MAX_RIALS = Number.MAX_SAFE_INTEGER;

/** The API counts Rials; customers read Toman, one Toman being ten Rials. */
export const RIALS_PER_TOMAN = 10;

/**
 * The shop's money rule: every amount a customer pays or sees is a whole Toman, a multiple of
 * ten Rials. Amounts people enter (prices, sale prices, shipping rates, a discount's fixed value,
 * cap and minimum) are refused otherwise; amounts the shop works out from a percentage (a
 * discount, a sale) are rounded down to whole Toman, so what comes off is never more than the
 * percentage says and the customer pays less than one Toman more than the exact figure.
 */
export function isWholeToman(rials: number): boolean {
  return Number.isSafeInteger(rials) && rials % RIALS_PER_TOMAN === 0;
}

/** The whole-Toman amount at or below a whole number of Rials (exact: integer arithmetic only). */
export function roundDownToToman(rials: number): number {
  if (!Number.isSafeInteger(rials)) throw new RangeError(`${rials} is not a whole number of Rials`);
  return rials - (((rials % RIALS_PER_TOMAN) + RIALS_PER_TOMAN) % RIALS_PER_TOMAN);
}

/**
 * `percent` % of an amount, rounded down to whole Toman: the part a percentage discount or sale
 * takes off. Worked out in BigInt, so no amount up to MAX_RIALS loses precision.
 */
export function tomanPercentOf(rials: number, percent: number): number {
  if (!Number.isSafeInteger(rials) || rials < 0) throw new RangeError(`${rials} is not an amount of Rials`);
  if (!Number.isSafeInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`${percent} is not a whole percent`);
  const exact = (BigInt(rials) * BigInt(percent)) / 100n;
  return Number(exact - (exact % BigInt(RIALS_PER_TOMAN)));
}

/** The Persian message that refuses an amount in part-Toman, naming the field as people know it. */
export function wholeTomanMessage(fieldName: string): string {
  return `${fieldName} باید تومان کامل باشد (مضربی از ۱۰ ریال)`;
}

/**
 * An amount that reaches customers, as people enter it: whole Rials from 0 to MAX_RIALS, and a
 * whole Toman. `fieldName` is the field's Persian name, for the 400 that refuses part of a Toman.
 * Not zod's `multipleOf`: it compares in floating point with a tolerance, and above about 10^14
 * Rials it lets part-Toman amounts through.
 */
export function wholeTomanRials(fieldName: string) {
  return wholeNumber().pipe(
    z.number().min(0).max(MAX_RIALS).refine(isWholeToman, wholeTomanMessage(fieldName)),
  );
}
