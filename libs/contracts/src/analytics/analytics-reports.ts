import { z } from 'zod';
import { listQuery, wholeNumber } from '../common.schemas';
import { analyticsEventSchema } from './analytics-event';
import { ANALYTICS_LIMITS, type AnalyticsEventType } from './analytics-limits';

/** The longest period one report covers. */
export const REPORT_MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60_000;

/** Body of POST /api/events. Each event is checked on its own, so a refusal names its index. */
export const ingestEventsBody = z
  .object({
    events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_LIMITS.batchSize),
  })
  .strict();
export type IngestEventsBody = z.input<typeof ingestEventsBody>;

/** Answer of POST /api/events: the batch is in the queue and will be written. */
export interface IngestAccepted {
  accepted: number;
}

/** One refused event of a batch, in the 400's `details`. */
export interface RefusedEvent {
  index: number;
  field: string;
  message: string;
}

const tehranDay = z.iso.date().describe('A Tehran calendar day, ISO (Gregorian): 2025-03-21');

/** A period of Tehran days as ISO days, both ends included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

const ordered = ({ from, to }: ReportPeriod) => from <= to;
/** Days in a period, both ends counted. */
export const periodDays = ({ from, to }: ReportPeriod) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** A period of Tehran days, both ends included, with whatever else a report takes. */
function period<const S extends z.ZodRawShape>(extra: S) {
  return z
    .object({ from: tehranDay, to: tehranDay, ...extra })
    .strict()
    .refine((q) => ordered(q as ReportPeriod), {
      message: 'روز آغاز باید پیش از روز پایان باشد',
      path: ['from'],
    })
    .refine((q) => periodDays(q as ReportPeriod) <= REPORT_MAX_DAYS, {
      message: `بازه نمی‌تواند بیش از ${REPORT_MAX_DAYS} روز باشد`,
      path: ['to'],
    });
}

/** Query of the reports that cover a period. */
export const reportRangeQuery = period({});
export type ReportRange = z.infer<typeof reportRangeQuery>;

/** A period and how many rows of a ranking to give. */
export const rankingQuery = period({
  limit: wholeNumber().pipe(z.number().min(1).max(50)).default(10).describe('Rows, at most 50'),
});
export type RankingQuery = z.infer<typeof rankingQuery>;

/** Query of GET /analytics/dead-letters: newest first. */
export const deadLettersQuery = listQuery(['newest']).omit({ q: true }).strict();
export type DeadLettersQuery = z.infer<typeof deadLettersQuery>;

/** The steps of the funnel; a visitor counts at a step only after every step before it. */
export const FUNNEL_STEPS = ['product_view', 'basket_add', 'checkout_started', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Counts of one period (GET /analytics/overview). Money is whole Rials. */
export interface AnalyticsOverview {
  from: string;
  to: string;
  /** Distinct browsers (anonymous ids) that sent anything. */
  visitors: number;
  events: Record<AnalyticsEventType, number>;
  searchesWithoutResults: number;
  /** From the orders service's facts, not from browsers. */
  orders: { placed: number; paid: number; cancelledAfterPaying: number; revenue: number };
  funnel: { step: FunnelStep; visitors: number }[];
}

/** One row of GET /analytics/top-products: views from browsers, sales from orders. */
export interface TopProduct {
  inventoryId: string;
  /** Null when the period has basket adds of it but no view and no sale to name its product. */
  productId: string | null;
  views: number;
  visitors: number;
  basketAdds: number;
  /** Unit steps sold in paid orders of the period. */
  unitsSold: number;
  /** Line totals of those orders, whole Rials. */
  revenue: number;
}

/** GET /analytics/searches: what people looked for, and what found nothing. */
export interface SearchReport {
  top: { term: string; searches: number; withoutResults: number }[];
  withoutResults: { term: string; searches: number; lastAt: string }[];
}

/** One Tehran day of GET /analytics/sales-by-day; days without sales are there with zeros. */
export interface SalesDay {
  day: string;
  orders: number;
  /** Totals customers paid (goods after discounts, plus shipping), whole Rials. */
  revenue: number;
}

/** One category of GET /analytics/sales-by-category; null collects lines sold without one. */
export interface CategorySales {
  categoryId: string | null;
  orders: number;
  /** Line totals (goods at the price sold, before a discount code and shipping), whole Rials. */
  revenue: number;
}

/** One event the worker could not store, kept for an admin to look at. */
export interface DeadLetter {
  id: string;
  /** The event's own id, when it had a readable one. */
  eventId: string | null;
  reason: string;
  /** What arrived, as JSON text (cut after 16 KB): it may be anything, so it is shown, never read. */
  payload: string;
  receivedAt: string | null;
  deadAt: string;
}
