/**
 * How big one basket may get; the service checks a merged basket against the same numbers.
 * Kept apart from the schemas so that browser code reading it does not bundle zod.
 */
export const BASKET_LIMITS = { maxLines: 100, maxQuantity: 1000 } as const;
