// Zod-free, so that the browser's queue can read them without bundling the schemas.

/** What the shop reports about a visit (spec section 3, "Analytics event"). */
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'product_view',
  'search',
  'basket_add',
  'basket_remove',
  'checkout_started',
  'order_placed',
  'payment_result',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Bounds of what the ingestion takes; the browser's queue keeps to the same numbers. */
export const ANALYTICS_LIMITS = {
  /** Events per request; the browser sends batches of this size (spec section 9). */
  batchSize: 25,
  /** Longest JSON of one event, in bytes: a basket snapshot of 100 lines fits. */
  maxEventBytes: 8192,
  /** How far ahead of the server's clock a timestamp may be (phones' clocks drift). */
  maxFutureMs: 5 * 60_000,
  /** The oldest event taken in; the browser drops older ones instead of sending them. */
  maxAgeMs: 7 * 24 * 60 * 60_000,
  maxUrlLength: 2048,
  maxUserAgentLength: 512,
} as const;

/** The shop's days are Tehran's, which has kept this offset all year since 2022. */
export const TEHRAN_UTC_OFFSET = '+03:30';
