import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every order gets a short number people can say and type (۱۰۰۰۳۵), drawn from a sequence so two
 * placements never share one; orders already placed are numbered in the order they were placed.
 * Orders also keep who placed them (name and phone as auth had them then); earlier orders have
 * none (null), as earlier orders have no address copy.
 */
export class OrderNumber1768600000000 implements MigrationInterface {
  name = 'OrderNumber1768600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE SEQUENCE customer_order_number_seq START 100001');
    await db.query('ALTER TABLE customer_order ADD COLUMN number bigint');
    await db.query(`
      UPDATE customer_order o SET number = 100000 + n.position
      FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS position FROM customer_order) n
      WHERE o.id = n.id`);
    // The next new order follows the last numbered one (setval with false: this value comes next).
    await db.query(`SELECT setval('customer_order_number_seq', COALESCE(MAX(number), 100000) + 1, false)
      FROM customer_order`);
    await db.query(`ALTER TABLE customer_order
      ALTER COLUMN number SET DEFAULT nextval('customer_order_number_seq'),
      ALTER COLUMN number SET NOT NULL,
      ADD CONSTRAINT customer_order_number_key UNIQUE (number)`);
    await db.query('ALTER SEQUENCE customer_order_number_seq OWNED BY customer_order.number');
    await db.query(`ALTER TABLE customer_order ADD COLUMN customer jsonb
      CHECK (customer IS NULL OR jsonb_typeof(customer) = 'object')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE customer_order DROP COLUMN customer');
    // Dropping the column drops the sequence it owns.
    await db.query('ALTER TABLE customer_order DROP COLUMN number');
  }
}
