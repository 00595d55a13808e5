import { ERROR_CODES, type OrderBreakdown } from '@ela/contracts';
import { apiErrorOf } from '@ela/web-kit';

/** Refusals of POST /order that checkout answers in place rather than with a toast. */
export type PlaceRefusal =
  /** The total is not the one the customer saw: here is the order as it would be now. */
  | { kind: 'total-changed'; breakdown: OrderBreakdown }
  /** The total is under what the chosen gateway takes. */
  | { kind: 'below-minimum'; message: string };

const AMOUNTS = ['subtotal', 'saleSavings', 'discount', 'shipping', 'total'] as const;

function isBreakdown(value: unknown): value is OrderBreakdown {
  return (
    typeof value === 'object' &&
    value !== null &&
    AMOUNTS.every((key) => Number.isSafeInteger((value as Record<string, unknown>)[key]))
  );
}

export function placeRefusalOf(error: unknown): PlaceRefusal | null {
  const refusal = apiErrorOf(error);
  if (refusal?.error === ERROR_CODES.ordersTotalChanged) {
    const breakdown = (refusal.details as { breakdown?: unknown } | undefined)?.breakdown;
    return isBreakdown(breakdown) ? { kind: 'total-changed', breakdown } : null;
  }
  if (refusal?.error === ERROR_CODES.ordersTotalBelowMinimum)
    return { kind: 'below-minimum', message: refusal.message };
  return null;
}
