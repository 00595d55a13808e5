import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Baskets: one open basket per customer (a partial unique index, so two first adds at once
 * cannot make two). Lines are a value of the basket, read and written whole, so they are one
 * jsonb array rather than a table of their own.
 */
export class CreateBasket1765100000000 implements MigrationInterface {
  name = 'CreateBasket1765100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE basket (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id uuid NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ordered')),
        lines jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(lines) = 'array' AND jsonb_array_length(lines) <= 100),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE UNIQUE INDEX basket_open_customer_key ON basket (customer_id) WHERE status = 'open'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE basket');
  }
}
