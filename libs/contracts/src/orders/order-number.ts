import { toWesternDigits } from '../digits';

/** Order numbers start here (the orders service's sequence), so every number has six digits or more. */
export const FIRST_ORDER_NUMBER = 100001;

/**
 * The order number a search term names, typed with Persian, Arabic-Indic or Western digits and
 * perhaps a leading «#»; null when the term is not one (too short, or not only digits).
 */
export function orderNumberOf(term: string): number | null {
  const digits = toWesternDigits(term).trim().replace(/^#/, '');
  // A phone starts with 0 (or +98): never an order number.
  if (!/^[1-9]\d{5,11}$/.test(digits)) return null;
  const number = Number(digits);
  return number >= FIRST_ORDER_NUMBER ? number : null;
}
