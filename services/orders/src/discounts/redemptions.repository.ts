import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** The SQL of redeeming: one use taken from a code, and the customer's n-th use recorded. */
@Injectable()
export class RedemptionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** How often the customer has used the code. */
  async countOf(
    discountId: string,
    customerId: string,
    tx: EntityManager = this.db.manager,
  ): Promise<number> {
    const [row] = await tx.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM discount_redemption WHERE discount_id = $1 AND customer_id = $2',
      [discountId, customerId],
    );
    return row?.n ?? 0;
  }

  /** Every customer's use counts of these codes, for listing a customer's gifts in one trip. */
  async countsFor(discountIds: string[], customerId: string): Promise<Map<string, number>> {
    if (discountIds.length === 0) return new Map();
    const rows = await this.db.query<{ discount_id: string; n: number }[]>(
      `SELECT discount_id, count(*)::int AS n FROM discount_redemption
       WHERE discount_id = ANY($1::uuid[]) AND customer_id = $2 GROUP BY discount_id`,
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
   * Records the customer's n-th use. A concurrent n-th use by the same customer waits for this
   * one and then inserts nothing: false, and the caller's transaction is rolled back.
   */
  async record(tx: EntityManager, discountId: string, customerId: string, nth: number, amount: number) {
    const rows = await tx.query<{ id: string }[]>(
      `INSERT INTO discount_redemption (discount_id, customer_id, nth, amount) VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT discount_redemption_customer_nth_key DO NOTHING RETURNING id`,
      [discountId, customerId, nth, amount],
    );
    return rows.length === 1;
  }
}
