import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Product cards link straight to an inventory's page instead of resolving it with a second request. */
export class ProductEntryInventory1764300000000 implements MigrationInterface {
  name = 'ProductEntryInventory1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE product ADD COLUMN entry_inventory text');
    await db.query(`
      UPDATE product p SET entry_inventory = (
        SELECT name FROM inventory i WHERE i.product_id = p.id AND i.deleted_at IS NULL
        ORDER BY i.stock = 0, COALESCE(i.sale_price, i.price), i.created_at LIMIT 1)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE product DROP COLUMN entry_inventory');
  }
}
