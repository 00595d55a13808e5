import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product cards link straight to an inventory's page instead of resolving it with a second
 * request; and indexes for the dearest-first and by-name listings.
 */
export class ProductEntryInventory1764300000000 implements MigrationInterface {
  name = 'ProductEntryInventory1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE product ADD COLUMN entry_inventory text');
    await db.query(`
      UPDATE product p SET entry_inventory = (
        SELECT name FROM inventory i WHERE i.product_id = p.id AND i.deleted_at IS NULL
        ORDER BY i.stock = 0, COALESCE(i.sale_price, i.price), i.created_at LIMIT 1)`);
    // Dearest first, priceless last: the order of sort=price_desc, which the ascending index cannot give.
    await db.query(
      'CREATE INDEX product_price_desc_idx ON product (min_price DESC NULLS LAST, id DESC) WHERE deleted_at IS NULL',
    );
    await db.query('CREATE INDEX product_name_idx ON product (name, id) WHERE deleted_at IS NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX product_name_idx, product_price_desc_idx');
    await db.query('ALTER TABLE product DROP COLUMN entry_inventory');
  }
}
