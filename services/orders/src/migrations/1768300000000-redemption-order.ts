import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A code's use belongs to an order and goes back when the order is cancelled or expires
 * (`returned_at`): a code's `used` always equals its live redemptions. Only live redemptions must
 * be unique per customer and n-th use; a returned one keeps its row for the record.
 */
export class RedemptionOrder1768300000000 implements MigrationInterface {
  name = 'RedemptionOrder1768300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE discount_redemption
        ADD COLUMN order_id uuid,
        ADD COLUMN returned_at timestamptz,
        DROP CONSTRAINT discount_redemption_customer_nth_key`);
    await db.query(`CREATE UNIQUE INDEX discount_redemption_live_nth
      ON discount_redemption (discount_id, customer_id, nth) WHERE returned_at IS NULL`);
    await db.query('CREATE INDEX discount_redemption_order ON discount_redemption (order_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX discount_redemption_order');
    await db.query('DROP INDEX discount_redemption_live_nth');
    await db.query(`ALTER TABLE discount_redemption DROP COLUMN returned_at, DROP COLUMN order_id,
      ADD CONSTRAINT discount_redemption_customer_nth_key UNIQUE (discount_id, customer_id, nth)`);
  }
}
