import { Injectable } from '@nestjs/common';
import {
  ANALYTICS_EVENT_TYPES,
  FUNNEL_STEPS,
  type AnalyticsOverview,
  type CategorySales,
  type RankingQuery,
  type ReportRange,
  type SalesDay,
  type SearchReport,
  type TopProduct,
} from '@ela/contracts';
import { ReportsRepository } from './reports.repository';
import { periodBounds } from './tehran-period';

/** The dashboard's reports over a period of Tehran days. */
@Injectable()
export class ReportsService {
  constructor(private readonly reports: ReportsRepository) {}

  async overview(range: ReportRange): Promise<AnalyticsOverview> {
    const bounds = periodBounds(range);
    const [counts, funnel, orders] = await Promise.all([
      this.reports.eventCounts(bounds),
      this.reports.funnel(bounds),
      this.reports.orders(bounds),
    ]);
    return {
      from: range.from,
      to: range.to,
      visitors: counts.visitors,
      events: Object.fromEntries(
        ANALYTICS_EVENT_TYPES.map((type) => [type, Number(counts.byType[type] ?? 0)]),
      ) as AnalyticsOverview['events'],
      searchesWithoutResults: counts.searchesWithoutResults,
      orders,
      funnel: FUNNEL_STEPS.map((step) => ({ step, visitors: funnel[step] })),
    };
  }

  topProducts(query: RankingQuery): Promise<TopProduct[]> {
    return this.reports.topProducts(periodBounds(query), query.limit);
  }

  searches(query: RankingQuery): Promise<SearchReport> {
    return this.reports.searches(periodBounds(query), query.limit);
  }

  salesByDay(range: ReportRange): Promise<SalesDay[]> {
    return this.reports.salesByDay(range, periodBounds(range));
  }

  salesByCategory(range: ReportRange): Promise<CategorySales[]> {
    return this.reports.salesByCategory(periodBounds(range));
  }
}
