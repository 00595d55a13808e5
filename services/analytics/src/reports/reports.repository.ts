import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CategorySales, FunnelStep, SalesDay, SearchReport, TopProduct } from '@ela/contracts';
import { bigintToNumber } from '@ela/service-kit';
import { tehranDaySql } from './tehran-period';

/** Instants, from inclusive and to exclusive. */
export type Bounds = [string, string];

const count = (value: string | number | null) => Number(value ?? 0);
const rials = (value: string | null) => bigintToNumber.from(value ?? '0') ?? 0;

/**
 * The dashboard's questions in SQL: browsers' events (pruned to the period's day partitions by
 * their timestamp) and the orders service's sales, never one standing in for the other.
 */
@Injectable()
export class ReportsRepository {
  constructor(private readonly db: DataSource) {}

  async eventCounts([lo, hi]: Bounds) {
    const [row]: { visitors: string; without_results: string; by_type: Record<string, number> | null }[] =
      await this.db.query(
        `SELECT count(DISTINCT anon_id) AS visitors,
                count(*) FILTER (WHERE event_type = 'search' AND (payload->>'resultCount')::bigint = 0)
                  AS without_results,
                (SELECT jsonb_object_agg(event_type, n) FROM (
                   SELECT event_type, count(*) AS n FROM analytics_event
                   WHERE occurred_at >= $1 AND occurred_at < $2 GROUP BY event_type) t) AS by_type
         FROM analytics_event WHERE occurred_at >= $1 AND occurred_at < $2`,
        [lo, hi],
      );
    return {
      visitors: count(row.visitors),
      searchesWithoutResults: count(row.without_results),
      byType: row.by_type ?? {},
    };
  }

  /** Browsers that reached each step having reached every step before it; paid is an order's fact. */
  async funnel([lo, hi]: Bounds): Promise<Record<FunnelStep, number>> {
    const [row]: Record<FunnelStep, string>[] = await this.db.query(
      `WITH visitor AS (
         SELECT e.anon_id,
                bool_or(e.event_type = 'product_view') AS viewed,
                bool_or(e.event_type = 'basket_add') AS added,
                bool_or(e.event_type = 'checkout_started') AS checked_out,
                bool_or(s.paid_at IS NOT NULL) AS paid
         FROM analytics_event e
         LEFT JOIN sale s ON e.event_type = 'order_placed' AND s.order_id = (e.payload->>'orderId')::uuid
         WHERE e.occurred_at >= $1 AND e.occurred_at < $2
           AND e.event_type IN ('product_view', 'basket_add', 'checkout_started', 'order_placed')
         GROUP BY e.anon_id)
       SELECT count(*) FILTER (WHERE viewed) AS product_view,
              count(*) FILTER (WHERE viewed AND added) AS basket_add,
              count(*) FILTER (WHERE viewed AND added AND checked_out) AS checkout_started,
              count(*) FILTER (WHERE viewed AND added AND checked_out AND paid) AS paid
       FROM visitor`,
      [lo, hi],
    );
    return {
      product_view: count(row.product_view),
      basket_add: count(row.basket_add),
      checkout_started: count(row.checkout_started),
      paid: count(row.paid),
    };
  }

  /** Orders placed and paid in the period; one cancelled after paying is no sale. */
  async orders([lo, hi]: Bounds) {
    const [row]: { placed: string; paid: string; cancelled: string; revenue: string | null }[] =
      await this.db.query(
        `SELECT count(*) FILTER (WHERE placed_at >= $1 AND placed_at < $2) AS placed,
                count(*) FILTER (WHERE paid_at >= $1 AND paid_at < $2 AND cancelled_at IS NULL) AS paid,
                count(*) FILTER (WHERE paid_at >= $1 AND paid_at < $2 AND cancelled_at IS NOT NULL) AS cancelled,
                sum(total) FILTER (WHERE paid_at >= $1 AND paid_at < $2 AND cancelled_at IS NULL) AS revenue
         FROM sale WHERE (placed_at >= $1 AND placed_at < $2) OR (paid_at >= $1 AND paid_at < $2)`,
        [lo, hi],
      );
    return {
      placed: count(row.placed),
      paid: count(row.paid),
      cancelledAfterPaying: count(row.cancelled),
      revenue: rials(row.revenue),
    };
  }

  async topProducts([lo, hi]: Bounds, limit: number): Promise<TopProduct[]> {
    const rows: {
      inventory_id: string;
      product_id: string | null;
      views: string;
      visitors: string;
      basket_adds: string;
      units: string;
      revenue: string;
    }[] = await this.db.query(
      `WITH seen AS (
         SELECT payload->>'inventoryId' AS inventory_id, max(payload->>'productId') AS product_id,
                count(*) FILTER (WHERE event_type = 'product_view') AS views,
                count(DISTINCT anon_id) FILTER (WHERE event_type = 'product_view') AS visitors,
                count(*) FILTER (WHERE event_type = 'basket_add') AS basket_adds
         FROM analytics_event
         WHERE occurred_at >= $1 AND occurred_at < $2 AND event_type IN ('product_view', 'basket_add')
         GROUP BY 1),
       sold AS (
         SELECT l.inventory_id::text AS inventory_id, max(l.product_id::text) AS product_id,
                sum(l.quantity) AS units, sum(l.line_total) AS revenue
         FROM sale_line l JOIN sale s ON s.order_id = l.order_id
         WHERE s.paid_at >= $1 AND s.paid_at < $2 AND s.cancelled_at IS NULL
         GROUP BY 1)
       SELECT coalesce(seen.inventory_id, sold.inventory_id) AS inventory_id,
              coalesce(seen.product_id, sold.product_id) AS product_id,
              coalesce(seen.views, 0) AS views, coalesce(seen.visitors, 0) AS visitors,
              coalesce(seen.basket_adds, 0) AS basket_adds,
              coalesce(sold.units, 0) AS units, coalesce(sold.revenue, 0) AS revenue
       FROM seen FULL JOIN sold ON sold.inventory_id = seen.inventory_id
       ORDER BY views DESC, revenue DESC, basket_adds DESC, inventory_id
       LIMIT $3`,
      [lo, hi, limit],
    );
    return rows.map((r) => ({
      inventoryId: r.inventory_id,
      productId: r.product_id,
      views: count(r.views),
      visitors: count(r.visitors),
      basketAdds: count(r.basket_adds),
      unitsSold: count(r.units),
      revenue: rials(r.revenue),
    }));
  }

  async searches([lo, hi]: Bounds, limit: number): Promise<SearchReport> {
    const terms = `
      SELECT payload->>'termKey' AS term, count(*) AS searches,
             count(*) FILTER (WHERE (payload->>'resultCount')::bigint = 0) AS empty,
             max(occurred_at) FILTER (WHERE (payload->>'resultCount')::bigint = 0) AS last_empty
      FROM analytics_event
      WHERE event_type = 'search' AND occurred_at >= $1 AND occurred_at < $2
      GROUP BY 1`;
    const top: { term: string; searches: string; empty: string }[] = await this.db.query(
      `${terms} ORDER BY searches DESC, term LIMIT $3`,
      [lo, hi, limit],
    );
    const empty: { term: string; empty: string; last_empty: Date }[] = await this.db.query(
      `SELECT * FROM (${terms}) t WHERE empty > 0 ORDER BY empty DESC, last_empty DESC, term LIMIT $3`,
      [lo, hi, limit],
    );
    return {
      top: top.map((r) => ({ term: r.term, searches: count(r.searches), withoutResults: count(r.empty) })),
      withoutResults: empty.map((r) => ({
        term: r.term,
        searches: count(r.empty),
        lastAt: r.last_empty.toISOString(),
      })),
    };
  }

  async salesByDay(days: { from: string; to: string }, [lo, hi]: Bounds): Promise<SalesDay[]> {
    const rows: { day: string; orders: string; revenue: string }[] = await this.db.query(
      `WITH paid AS (
         SELECT ${tehranDaySql('paid_at')} AS day, count(*) AS orders, sum(total) AS revenue
         FROM sale WHERE paid_at >= $3 AND paid_at < $4 AND cancelled_at IS NULL GROUP BY 1)
       SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(paid.orders, 0) AS orders,
              coalesce(paid.revenue, 0) AS revenue
       FROM generate_series($1::date, $2::date, interval '1 day') AS d
       LEFT JOIN paid ON paid.day = d::date
       ORDER BY d`,
      [days.from, days.to, lo, hi],
    );
    return rows.map((r) => ({ day: r.day, orders: count(r.orders), revenue: rials(r.revenue) }));
  }

  async salesByCategory([lo, hi]: Bounds): Promise<CategorySales[]> {
    const rows: { category_id: string | null; orders: string; revenue: string }[] = await this.db.query(
      `SELECT l.category_id, count(DISTINCT l.order_id) AS orders, sum(l.line_total) AS revenue
       FROM sale_line l JOIN sale s ON s.order_id = l.order_id
       WHERE s.paid_at >= $1 AND s.paid_at < $2 AND s.cancelled_at IS NULL
       GROUP BY l.category_id ORDER BY sum(l.line_total) DESC, l.category_id`,
      [lo, hi],
    );
    return rows.map((r) => ({
      categoryId: r.category_id,
      orders: count(r.orders),
      revenue: rials(r.revenue),
    }));
  }
}
