import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admins change stock by a delta or against the version they read, never by writing back a number
 * read earlier. `stock_version` counts every move of `stock` (admins, reservations, releases);
 * `stock_ledger` keeps every admin change as a row that is never changed or removed, starting with
 * the stock an inventory was created with. So per inventory, the sum of its deltas is its stock
 * plus what orders hold and have bought (`stock_reservation`, reserved or committed).
 */
export class CreateStockLedger1766600000000 implements MigrationInterface {
  name = 'CreateStockLedger1766600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE inventory ADD COLUMN stock_version integer NOT NULL DEFAULT 0');
    await db.query(`
      CREATE TABLE stock_ledger (
        id bigserial PRIMARY KEY,
        inventory_id uuid NOT NULL REFERENCES inventory (id),
        delta integer NOT NULL,
        admin_id uuid,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX stock_ledger_inventory_idx ON stock_ledger (inventory_id)');
    await db.query(`
      CREATE FUNCTION stock_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'stock_ledger rows are never changed or removed';
      END $$`);
    await db.query(`
      CREATE TRIGGER stock_ledger_append_only BEFORE UPDATE OR DELETE ON stock_ledger
      FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only()`);
    await db.query(`
      CREATE TRIGGER stock_ledger_no_truncate BEFORE TRUNCATE ON stock_ledger
      FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_append_only()`);
    // Inventories made before the ledger open it with what they account for now, by no admin.
    await db.query(`
      INSERT INTO stock_ledger (inventory_id, delta, admin_id, at)
      SELECT i.id, i.stock + coalesce(held.quantity, 0), NULL, i.created_at
      FROM inventory i
      LEFT JOIN (
        SELECT inventory_id, sum(quantity)::int AS quantity FROM stock_reservation
        WHERE state IN ('reserved', 'committed') GROUP BY inventory_id
      ) held ON held.inventory_id = i.id`);
    // Answers stored before the version existed carry it too, and their edge views are written again.
    await db.query(`UPDATE inventory_view SET body = body || '{"stockVersion": 0}'::jsonb`);
    await db.query(`
      INSERT INTO edge_view_change (kind, id)
      SELECT 'inventory', id FROM inventory_view
      UNION ALL
      SELECT DISTINCT 'siblings', product_id FROM inventory_view`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE inventory_view SET body = body - 'stockVersion'`);
    await db.query('DROP TABLE stock_ledger');
    await db.query('DROP FUNCTION stock_ledger_append_only');
    await db.query('ALTER TABLE inventory DROP COLUMN stock_version');
  }
}
