import type {
  AnalyticsOverview,
  CategorySales,
  DeadLetter,
  Inventory,
  Page,
  SalesDay,
  SearchReport,
  TopProduct,
} from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../../../shared/api/fresh';
import type { Period } from '../period';

/**
 * Quiet: each report shows its own failure in place (the dashboard is the panel's first page, and
 * one service away must not greet the admin with a toast per report).
 */
const get = async <T>(path: string, params: object, signal?: AbortSignal) =>
  (await http.get<T>(path, { ...FRESH, params, signal, quiet: true })).data;

/** GET /analytics/overview: visitors, events by type, the funnel and the orders of a period. */
export const getOverview = (period: Period, signal?: AbortSignal) =>
  get<AnalyticsOverview>('/analytics/overview', period, signal);

/** GET /analytics/sales-by-day: one row per day of the period, days without sales included. */
export const getSalesByDay = (period: Period, signal?: AbortSignal) =>
  get<SalesDay[]>('/analytics/sales-by-day', period, signal);

export const getSalesByCategory = (period: Period, signal?: AbortSignal) =>
  get<CategorySales[]>('/analytics/sales-by-category', period, signal);

export const getTopProducts = (period: Period, limit: number, signal?: AbortSignal) =>
  get<TopProduct[]>('/analytics/top-products', { ...period, limit }, signal);

export const getSearches = (period: Period, limit: number, signal?: AbortSignal) =>
  get<SearchReport>('/analytics/searches', { ...period, limit }, signal);

/** GET /analytics/dead-letters: events the worker could not store, newest first. */
export const getDeadLetters = (query: { page: number; limit: number }, signal?: AbortSignal) =>
  get<Page<DeadLetter>>('/analytics/dead-letters', query, signal);

/** Names of inventories by id (GET /products/inventory/ids); deleted ones are missing. */
export async function getInventoryNames(ids: string[], signal?: AbortSignal): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await get<Inventory[]>('/products/inventory/ids', { ids: ids.join(',') }, signal);
  return new Map(found.map((inventory) => [inventory.id, inventory.name]));
}
