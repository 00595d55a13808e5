import { SUBJECTS } from '../subjects';
import { route, type RouteDef } from '../route';
import {
  deadLettersQuery,
  ingestEventsBody,
  rankingQuery,
  reportRangeQuery,
} from '../analytics/analytics-reports';

const service = 'analytics';
const admin = { access: 'admin', service } as const;
const { reports } = SUBJECTS.analytics;

/**
 * The analytics rows: the browser's events in, and the dashboard's reports out (admins only,
 * under /analytics/). Periods are Tehran days, both ends included.
 */
export const analyticsRoutes = [
  route({
    // Anyone: visitors have no account. A customer's token, when sent, names the user; a token
    // that does not verify is a 401, so the shop refreshes it instead of losing who sent what.
    access: 'optional-user',
    service,
    method: 'POST',
    path: '/api/events',
    subject: SUBJECTS.analytics.events.ingest,
    summary: 'Take a batch of up to 25 browser events; 202 once they are queued for writing',
    body: ingestEventsBody,
    status: 202,
    queue: 'analytics-events',
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/analytics/overview',
    subject: reports.overview,
    summary: 'Visitors, events by type, the funnel and orders of a period (admins)',
    query: reportRangeQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/analytics/top-products',
    subject: reports.topProducts,
    summary: 'The most viewed inventories of a period, with basket adds and sales (admins)',
    query: rankingQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/analytics/searches',
    subject: reports.searches,
    summary: 'The most searched terms of a period, and those that found nothing (admins)',
    query: rankingQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/analytics/sales-by-day',
    subject: reports.salesByDay,
    summary: 'Paid orders and their totals per Tehran day, from the orders service (admins)',
    query: reportRangeQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/analytics/sales-by-category',
    subject: reports.salesByCategory,
    summary: 'Goods sold in paid orders per category of a period (admins)',
    query: reportRangeQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/analytics/dead-letters',
    subject: SUBJECTS.analytics.deadLetters.list,
    summary: 'Events the analytics worker could not store, newest first (admins)',
    query: deadLettersQuery,
  }),
] as const satisfies readonly RouteDef[];
