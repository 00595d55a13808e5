import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read model of live inventories: each one's answer as shoppers read it (the Inventory of the
 * contracts), kept by the same transaction as every write that changes it, so a public lookup is
 * one indexed read of one row instead of a four-table join. The service fills it at start for
 * inventories written before it existed.
 */
export class CreateInventoryView1766200000000 implements MigrationInterface {
  name = 'CreateInventoryView1766200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE inventory_view (
        id uuid PRIMARY KEY REFERENCES inventory (id) ON DELETE CASCADE,
        product_id uuid NOT NULL,
        name text NOT NULL,
        product_number integer NOT NULL,
        color_id uuid,
        design_id uuid,
        body jsonb NOT NULL
      )`);
    await db.query('CREATE INDEX inventory_view_name_idx ON inventory_view (name)');
    await db.query('CREATE INDEX inventory_view_number_idx ON inventory_view (product_number)');
    await db.query('CREATE INDEX inventory_view_product_idx ON inventory_view (product_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE inventory_view');
  }
}
