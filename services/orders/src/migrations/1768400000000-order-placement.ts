import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order being placed: written before the catalog is asked to hold its stock and deleted with
 * the order's own insert. One left behind (the process died between the two) is called off by the
 * expiry sweep, which tells the catalog to release what it holds for that id.
 */
export class OrderPlacement1768400000000 implements MigrationInterface {
  name = 'OrderPlacement1768400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_placement (
        order_id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE order_placement');
  }
}
