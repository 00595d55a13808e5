import { z } from 'zod';
import { idSchema } from '../common.schemas';
import { PAYMENT_GATEWAYS } from '../enums';
import { safeText } from '../text';
import { BASKET_LIMITS } from '../orders/basket';
import { SEARCH_TERM_MAX_LENGTH } from '../catalog/search-limits';
import { ANALYTICS_LIMITS, type AnalyticsEventType } from './analytics-limits';

const DAY_MS = 24 * 60 * 60_000;
const url = safeText().max(ANALYTICS_LIMITS.maxUrlLength);
const steps = z.number().int().min(1).max(BASKET_LIMITS.maxQuantity);

/** The basket as it stands after a change: what the visitor holds, not prices. */
export const basketSnapshotSchema = z
  .object({
    lines: z.array(z.object({ inventoryId: idSchema, quantity: steps }).strict()).max(BASKET_LIMITS.maxLines),
  })
  .strict();
export type BasketSnapshot = z.infer<typeof basketSnapshotSchema>;

/** Every payload has these: where the visitor came from and the page it happened on. */
const common = {
  referrer: url.describe('document.referrer when the page opened; empty when there was none'),
  source: url.describe('Path of the page the event happened on'),
  basketSnapshot: basketSnapshotSchema.optional(),
};

const payloads = {
  page_view: z.object(common),
  product_view: z.object({ ...common, productId: idSchema, inventoryId: idSchema }),
  search: z.object({
    ...common,
    term: safeText().min(1).max(SEARCH_TERM_MAX_LENGTH),
    resultCount: z.number().int().min(0).max(1_000_000_000),
  }),
  basket_add: z.object({
    ...common,
    inventoryId: idSchema,
    quantity: steps,
    basketSnapshot: basketSnapshotSchema,
  }),
  basket_remove: z.object({
    ...common,
    inventoryId: idSchema,
    quantity: steps,
    basketSnapshot: basketSnapshotSchema,
  }),
  checkout_started: z.object(common),
  order_placed: z.object({ ...common, orderId: idSchema, total: z.number().int().min(0) }),
  payment_result: z.object({
    ...common,
    orderId: idSchema,
    gateway: z.enum(PAYMENT_GATEWAYS),
    status: z.enum(['Success', 'Failed']),
  }),
} satisfies Record<AnalyticsEventType, z.ZodType>;

/** The payload of one event type, as the shop fills it in. */
export type AnalyticsPayload<T extends AnalyticsEventType> = z.input<(typeof payloads)[T]>;

const base = {
  eventId: idSchema,
  timestamp: z.iso.datetime({ offset: true }).describe('When it happened, by the browser’s clock'),
  client: z
    .object({
      anonId: idSchema.describe('The browser’s anonymous id (localStorage anon_id_v1)'),
      userId: idSchema.nullable().describe('Replaced by the server with the verified caller, or null'),
      userAgent: safeText().max(ANALYTICS_LIMITS.maxUserAgentLength),
    })
    .strict(),
  meta: z.object({ clientVersion: z.string().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/) }).strict(),
};

const variant = <T extends AnalyticsEventType>(type: T) =>
  z.object({ ...base, eventType: z.literal(type), payload: payloads[type] }).strict();

/**
 * One event's shape. Unknown payload keys are dropped rather than refused, so an older server
 * takes events from a newer shop; the rest of the event is strict.
 */
export const analyticsEventSchema = z.discriminatedUnion('eventType', [
  variant('page_view'),
  variant('product_view'),
  variant('search'),
  variant('basket_add'),
  variant('basket_remove'),
  variant('checkout_started'),
  variant('order_placed'),
  variant('payment_result'),
]);
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

/** UTF-8 bytes of a value's JSON; encoded only when its length alone cannot settle the limit. */
function jsonBytes(value: unknown): number {
  const json = JSON.stringify(value);
  // A UTF-16 code unit takes at most three UTF-8 bytes.
  return json.length * 3 <= ANALYTICS_LIMITS.maxEventBytes
    ? json.length
    : new TextEncoder().encode(json).length;
}

/** Why an event may not be taken in now, by the ingestion's clock and size rules; null when it may. */
export function eventIntakeProblem(event: AnalyticsEventInput, now: number): string | null {
  if (jsonBytes(event) > ANALYTICS_LIMITS.maxEventBytes)
    return `رویداد از ${ANALYTICS_LIMITS.maxEventBytes} بایت بزرگ‌تر است`;
  const at = Date.parse(event.timestamp);
  if (at > now + ANALYTICS_LIMITS.maxFutureMs) return 'زمان رویداد در آینده است';
  if (at < now - ANALYTICS_LIMITS.maxAgeMs)
    return `رویداد قدیمی‌تر از ${ANALYTICS_LIMITS.maxAgeMs / DAY_MS} روز است`;
  return null;
}
