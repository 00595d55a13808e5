import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, ORDERS_EVENTS } from '@ela/contracts';

type Paid = EventData<typeof ORDERS_EVENTS.paid>;
interface OrderIds {
  id: string;
  customerId: string;
}

/**
 * Sales as orders announce them. Each event fills only its own columns and keeps what was there,
 * so events may come in any order, and one handled twice changes nothing.
 */
@Injectable()
export class SalesRepository {
  async placed(tx: EntityManager, order: OrderIds & { total: number }, at: string): Promise<void> {
    await tx.query(
      `INSERT INTO sale (order_id, customer_id, total, placed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id) DO UPDATE
       SET placed_at = coalesce(sale.placed_at, EXCLUDED.placed_at), total = coalesce(sale.total, EXCLUDED.total)`,
      [order.id, order.customerId, order.total, at],
    );
  }

  /** The paid event's total and lines are the order's as paid; older events carry neither. */
  async paid(tx: EntityManager, order: Paid, at: string): Promise<void> {
    await tx.query(
      `INSERT INTO sale (order_id, customer_id, total, paid_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id) DO UPDATE
       SET paid_at = coalesce(sale.paid_at, EXCLUDED.paid_at), total = coalesce(EXCLUDED.total, sale.total)`,
      [order.id, order.customerId, order.total ?? null, at],
    );
    const lines = order.lines ?? [];
    if (lines.length === 0) return;
    await tx.query(
      `INSERT INTO sale_line (order_id, line_no, inventory_id, product_id, category_id, quantity, line_total)
       SELECT $1, n, i, p, c, q, t
       FROM unnest($2::int[], $3::uuid[], $4::uuid[], $5::uuid[], $6::int[], $7::bigint[]) AS l(n, i, p, c, q, t)
       ON CONFLICT DO NOTHING`,
      [
        order.id,
        lines.map((_, n) => n),
        lines.map((l) => l.inventoryId),
        lines.map((l) => l.productId),
        lines.map((l) => l.categoryId),
        lines.map((l) => l.quantity),
        lines.map((l) => l.lineTotal),
      ],
    );
  }

  /** Cancelled by an admin, or by the payment window (expired): a paid one no longer counts as sold. */
  async cancelled(tx: EntityManager, order: OrderIds, at: string): Promise<void> {
    await tx.query(
      `INSERT INTO sale (order_id, customer_id, cancelled_at) VALUES ($1, $2, $3)
       ON CONFLICT (order_id) DO UPDATE SET cancelled_at = coalesce(sale.cancelled_at, EXCLUDED.cancelled_at)`,
      [order.id, order.customerId, at],
    );
  }
}
