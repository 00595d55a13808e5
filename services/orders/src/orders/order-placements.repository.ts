import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Statement } from '@ela/service-kit';

/** Orders being placed: the record that lets a crash between reserving and inserting be undone. */
@Injectable()
export class OrderPlacementsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The record of a placement beginning, as a statement to run with the basket's read. */
  beginning(orderId: string, customerId: string): Statement {
    return {
      sql: 'INSERT INTO order_placement (order_id, customer_id) VALUES ($1, $2)',
      params: [orderId, customerId],
    };
  }

  /** Answers false when the sweep called the placement off first (its stock is being released). */
  async end(tx: EntityManager, orderId: string): Promise<boolean> {
    const { sql, params } = this.ending(orderId);
    const [, count] = await tx.query<[unknown[], number]>(sql, [...params]);
    return count > 0;
  }

  /** `end` as a statement to run with the order's insert: one row unless the sweep came first. */
  ending(orderId: string): Statement {
    return { sql: 'DELETE FROM order_placement WHERE order_id = $1 RETURNING 1', params: [orderId] };
  }

  /** Placements older than `ms` whose order never came, locked and removed with `tx`. */
  async takeAbandoned(tx: EntityManager, ms: number, limit: number) {
    const [rows] = await tx.query<[{ order_id: string; customer_id: string }[], number]>(
      `DELETE FROM order_placement WHERE order_id IN (
         SELECT order_id FROM order_placement
         WHERE created_at < now() - make_interval(secs => $1::float8 / 1000)
         ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING order_id, customer_id`,
      [ms, limit],
    );
    return rows.map((r) => ({ id: r.order_id, customerId: r.customer_id }));
  }
}
