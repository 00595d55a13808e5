// Reports as the API answers them, for the dashboard's specs; nothing in the bundle imports this file.
import type { AnalyticsOverview, SalesDay } from '@ela/contracts';

export function overview(overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  return {
    from: '2025-03-15',
    to: '2025-03-21',
    visitors: 120,
    events: {
      page_view: 900,
      product_view: 300,
      search: 45,
      basket_add: 40,
      basket_remove: 6,
      checkout_started: 12,
      order_placed: 9,
      payment_result: 8,
    },
    searchesWithoutResults: 7,
    orders: { placed: 9, paid: 7, cancelledAfterPaying: 1, revenue: 123_456_780 },
    funnel: [
      { step: 'product_view', visitors: 80 },
      { step: 'basket_add', visitors: 30 },
      { step: 'checkout_started', visitors: 10 },
      { step: 'paid', visitors: 6 },
    ],
    ...overrides,
  };
}

/** `count` days from `from`, the last one with sales. */
export function salesDays(from: string, count: number): SalesDay[] {
  return Array.from({ length: count }, (_, i) => ({
    day: new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    orders: i === count - 1 ? 2 : 0,
    revenue: i === count - 1 ? 25_000_000 : 0,
  }));
}
