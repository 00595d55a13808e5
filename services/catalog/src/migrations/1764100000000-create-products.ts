import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateProducts1764100000000 implements MigrationInterface {
  name = 'CreateProducts1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE product (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        unit_type text NOT NULL CHECK (unit_type IN ('count', 'half_meter', 'meter')),
        price bigint NOT NULL CHECK (price >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    // Listings page newest first and by price; the id breaks ties so pages never overlap.
    await db.query(
      `CREATE INDEX product_created_idx ON product (created_at DESC, id DESC) WHERE deleted_at IS NULL`,
    );
    await db.query(`CREATE INDEX product_price_idx ON product (price, id) WHERE deleted_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE product');
  }
}
