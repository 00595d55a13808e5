import { toWesternDigits } from '@ela/contracts';

/**
 * What a numeric field keeps of what was typed or pasted: Persian and Arabic-Indic digits become
 * Western ones and everything that is not a digit is dropped.
 */
export function normalizeNumericInput(text: string): string {
  return toWesternDigits(text).replace(/[^0-9]/g, '');
}
