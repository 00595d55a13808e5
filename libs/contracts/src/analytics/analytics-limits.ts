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
  /**
   * Longest JSON of one batch, in bytes: a page's events are a few hundred bytes each, so a
   * full batch of them fits many times over; 25 events each with a whole basket's snapshot do
   * not, and go out in more than one batch.
   */
  maxBatchBytes: 32 * 1024,
  /** How far ahead of the server's clock a timestamp may be (phones' clocks drift). */
  maxFutureMs: 5 * 60_000,
  /** The oldest event taken in; the browser drops older ones instead of sending them. */
  maxAgeMs: 7 * 24 * 60 * 60_000,
  maxUrlLength: 2048,
  maxUserAgentLength: 512,
} as const;

/** The shop's days are Tehran's, which has kept this offset all year since 2022. */
export const TEHRAN_UTC_OFFSET = '+03:30';

/**
 * How many of the first events go out together: up to a full batch, as many as fit its bytes,
 * and always at least one (an event over its own limit is refused by itself, not forever held).
 */
export function firstBatchLength(events: readonly unknown[]): number {
  const encoder = new TextEncoder();
  let bytes = '{"events":[]}'.length;
  let count = 0;
  for (const event of events.slice(0, ANALYTICS_LIMITS.batchSize)) {
    bytes += encoder.encode(JSON.stringify(event)).length + (count > 0 ? 1 : 0);
    if (count > 0 && bytes > ANALYTICS_LIMITS.maxBatchBytes) break;
    count++;
  }
  return count;
}
