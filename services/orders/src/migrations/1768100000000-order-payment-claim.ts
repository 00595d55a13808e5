import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order's claim (docs/decisions/money-state-machine.md): `payment_id` is the one payment allowed to pay
 * it (held before its verify, kept once it paid); `grace_until` is how long a bank session started
 * inside the window may still finish. Orders already paid keep no holder: they were paid before
 * claims existed.
 */
export class OrderPaymentClaim1768100000000 implements MigrationInterface {
  name = 'OrderPaymentClaim1768100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE customer_order
        ADD COLUMN payment_id uuid,
        ADD COLUMN grace_until timestamptz`);
    await db.query('CREATE UNIQUE INDEX customer_order_payment ON customer_order (payment_id)');
    // Expiry reads unpaid orders by the later of their window and grace.
    await db.query('DROP INDEX customer_order_due');
    await db.query(`CREATE INDEX customer_order_due ON customer_order (GREATEST(expires_at, grace_until))
      WHERE status = 'placed'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX customer_order_due');
    await db.query("CREATE INDEX customer_order_due ON customer_order (expires_at) WHERE status = 'placed'");
    await db.query('DROP INDEX customer_order_payment');
    await db.query('ALTER TABLE customer_order DROP COLUMN grace_until, DROP COLUMN payment_id');
  }
}
