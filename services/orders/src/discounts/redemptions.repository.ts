import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** The SQL of redeeming: one use taken from a code, and the customer's n-th use recorded. */
@Injectable()
export class RedemptionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** How often the customer has used the code (uses given back do not count). */
  async countOf(
    discountId: string,
    customerId: string,
    tx: EntityManager = this.db.manager,
  ): Promise<number> {
    return (await this.usesOf(discountId, customerId, tx)).count;
  }

  /** The customer's live uses of the code, and the highest n-th among them. */
  async usesOf(
    discountId: string,
    customerId: string,
    tx: EntityManager,
  ): Promise<{ count: number; last: number }> {
    const [row] = await tx.query<{ n: number; last: number }[]>(
      `SELECT count(*)::int AS n, coalesce(max(nth), 0)::int AS last FROM discount_redemption
       WHERE discount_id = $1 AND customer_id = $2 AND returned_at IS NULL`,
      [discountId, customerId],
    );
    return { count: row?.n ?? 0, last: row?.last ?? 0 };
  }

  /**
   * Gives the order's use back: the redemption is marked returned and the code's count goes down,
   * once (a second call finds nothing live). Answers whether there was one.
   */
  async giveBack(tx: EntityManager, orderId: string): Promise<boolean> {
    const [rows] = await tx.query<[{ discount_id: string }[], number]>(
      `UPDATE discount_redemption SET returned_at = now()
       WHERE order_id = $1 AND returned_at IS NULL RETURNING discount_id`,
      [orderId],
    );
    for (const { discount_id } of rows)
      await tx.query('UPDATE discount SET used = used - 1 WHERE id = $1 AND used > 0', [discount_id]);
    return rows.length > 0;
  }

  /** Every customer's use counts of these codes, for listing a customer's gifts in one trip. */
  async countsFor(discountIds: string[], customerId: string): Promise<Map<string, number>> {
    if (discountIds.length === 0) return new Map();
    const rows = await this.db.query<{ discount_id: string; n: number }[]>(
      `SELECT discount_id, count(*)::int AS n FROM discount_redemption
       WHERE discount_id = ANY($1::uuid[]) AND customer_id = $2 AND returned_at IS NULL
       GROUP BY discount_id`,
      [discountIds, customerId],
    );
    return new Map(rows.map((r) => [r.discount_id, r.n]));
  }

  /**
   * Takes one use if one is left and the code is live and in its window, in one statement: of
   * any number of concurrent takers of the last use, exactly one gets a row back.
   */
  async takeUse(tx: EntityManager, discountId: string): Promise<boolean> {
    // TypeORM answers an UPDATE as [returned rows, affected count].
    const [rows] = await tx.query<[{ used: number }[], number]>(
      `UPDATE discount SET used = used + 1
       WHERE id = $1 AND deleted_at IS NULL AND starts_at <= now() AND ends_at > now()
         AND (usage_limit IS NULL OR used < usage_limit)
       RETURNING used`,
      [discountId],
    );
    return rows.length === 1;
  }

  /**
   * Records the customer's n-th use, for an order. A concurrent n-th use by the same customer
   * waits for this one and then inserts nothing: false, and the caller's transaction is rolled back.
   */
  async record(
    tx: EntityManager,
    use: { discountId: string; customerId: string; nth: number; amount: number; orderId: string },
  ) {
    const rows = await tx.query<{ id: string }[]>(
      `INSERT INTO discount_redemption (discount_id, customer_id, nth, amount, order_id)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (discount_id, customer_id, nth) WHERE returned_at IS NULL DO NOTHING RETURNING id`,
      [use.discountId, use.customerId, use.nth, use.amount, use.orderId],
    );
    return rows.length === 1;
  }
}
