import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Volumetric weights (one per product or category) and shipping prices (one enabled per
 * method). The constraints are the checks, so two concurrent writes cannot both pass.
 */
export class CreateShipping1765600000000 implements MigrationInterface {
  name = 'CreateShipping1765600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE volumetric_weight (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid,
        category_id uuid,
        weight_grams integer NOT NULL CHECK (weight_grams > 0),
        length_cm integer NOT NULL CHECK (length_cm > 0),
        width_cm integer NOT NULL CHECK (width_cm > 0),
        height_cm integer NOT NULL CHECK (height_cm > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT volumetric_weight_one_target CHECK ((product_id IS NULL) <> (category_id IS NULL))
      )`);
    await db.query(`CREATE UNIQUE INDEX volumetric_weight_product_key ON volumetric_weight (product_id)`);
    await db.query(`CREATE UNIQUE INDEX volumetric_weight_category_key ON volumetric_weight (category_id)`);
    await db.query(`CREATE INDEX volumetric_weight_newest ON volumetric_weight (created_at DESC, id DESC)`);
    await db.query(`
      CREATE TABLE shipping_price (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        method text NOT NULL CHECK (method IN ('Post', 'Peyk')),
        title text NOT NULL,
        enabled boolean NOT NULL,
        rates jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      `CREATE UNIQUE INDEX shipping_price_enabled_method_key ON shipping_price (method) WHERE enabled`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE shipping_price`);
    await db.query(`DROP TABLE volumetric_weight`);
  }
}
