import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The expiry sweep's index holds only what the sweep takes: placed orders no payment holds. A
 * statement on one order that names its status only (the bank session's grace) no longer matches
 * the index's condition, so PostgreSQL cannot pick it over the primary key. It did while the table
 * had no statistics yet (a new database, its first minutes), and then scanned every unpaid order
 * to update one, its cached plan growing slower with each order placed.
 */
export class OrderDueUnheld1768700000000 implements MigrationInterface {
  name = 'OrderDueUnheld1768700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX customer_order_due');
    await db.query(`CREATE INDEX customer_order_due ON customer_order (GREATEST(expires_at, grace_until))
      WHERE status = 'placed' AND payment_id IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX customer_order_due');
    await db.query(`CREATE INDEX customer_order_due ON customer_order (GREATEST(expires_at, grace_until))
      WHERE status = 'placed'`);
  }
}
