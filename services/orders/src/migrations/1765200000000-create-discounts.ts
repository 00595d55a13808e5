import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes and their redemptions. `used` only moves through one conditional UPDATE, and
 * a customer's n-th use of a code is a row unique on (discount, customer, n): the database
 * decides who gets the last use, not a read before the write.
 */
export class CreateDiscounts1765200000000 implements MigrationInterface {
  name = 'CreateDiscounts1765200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE discount (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL,
        title text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
        value bigint NOT NULL CHECK (value > 0 AND (kind = 'fixed' OR value <= 100)),
        max_discount bigint CHECK (max_discount >= 0),
        min_basket bigint NOT NULL DEFAULT 0 CHECK (min_basket >= 0),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        usage_limit integer CHECK (usage_limit > 0),
        per_customer_limit integer CHECK (per_customer_limit > 0),
        used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
        customer_ids uuid[],
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT discount_window CHECK (ends_at > starts_at)
      )`);
    // Codes are unique among live discounts; a withdrawn one frees its code.
    await db.query('CREATE UNIQUE INDEX discount_code_key ON discount (code) WHERE deleted_at IS NULL');
    await db.query(
      'CREATE INDEX discount_newest ON discount (created_at DESC, id DESC) WHERE deleted_at IS NULL',
    );
    await db.query(
      'CREATE INDEX discount_customers ON discount USING gin (customer_ids) WHERE deleted_at IS NULL',
    );
    await db.query(`
      CREATE TABLE discount_redemption (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        discount_id uuid NOT NULL REFERENCES discount (id),
        customer_id uuid NOT NULL,
        nth integer NOT NULL CHECK (nth > 0),
        amount bigint NOT NULL CHECK (amount >= 0),
        redeemed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT discount_redemption_customer_nth_key UNIQUE (discount_id, customer_id, nth)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE discount_redemption');
    await db.query('DROP TABLE discount');
  }
}
