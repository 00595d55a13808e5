import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What changed in `product_listing` since a reader last looked, for the gateways that answer
 * listings from a copy of it. Every row carries the transaction that wrote it last and every row
 * removed leaves its id in `product_listing_gone` with the transaction that removed it; both are
 * set by triggers, so writes behind the service's back are seen too. A reader asks for the rows
 * of every transaction its last snapshot did not see (not yet begun, or not yet committed), so a
 * transaction that commits late is never skipped.
 * Truncating the table would leave no trace of its rows and is refused.
 */
export class ListingChanges1767800000000 implements MigrationInterface {
  name = 'ListingChanges1767800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE product_listing ADD COLUMN xact xid8 NOT NULL DEFAULT pg_current_xact_id()');
    await db.query('CREATE INDEX product_listing_xact_idx ON product_listing (xact)');
    await db.query(`
      CREATE TABLE product_listing_gone (
        id uuid PRIMARY KEY,
        xact xid8 NOT NULL DEFAULT pg_current_xact_id()
      )`);
    await db.query('CREATE INDEX product_listing_gone_xact_idx ON product_listing_gone (xact)');
    await db.query(`
      CREATE FUNCTION product_listing_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.xact := pg_current_xact_id();
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER product_listing_written BEFORE INSERT OR UPDATE ON product_listing
      FOR EACH ROW EXECUTE FUNCTION product_listing_written()`);
    await db.query(`
      CREATE FUNCTION product_listing_back() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM product_listing_gone WHERE id = NEW.id;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER product_listing_back AFTER INSERT ON product_listing
      FOR EACH ROW EXECUTE FUNCTION product_listing_back()`);
    await db.query(`
      CREATE FUNCTION product_listing_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO product_listing_gone (id) VALUES (OLD.id)
        ON CONFLICT (id) DO UPDATE SET xact = pg_current_xact_id();
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER product_listing_removed AFTER DELETE ON product_listing
      FOR EACH ROW EXECUTE FUNCTION product_listing_removed()`);
    await db.query(`
      CREATE FUNCTION product_listing_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'product_listing rows are removed one by one, so its readers see them go';
      END $$`);
    await db.query(`
      CREATE TRIGGER product_listing_no_truncate BEFORE TRUNCATE ON product_listing
      FOR EACH STATEMENT EXECUTE FUNCTION product_listing_no_truncate()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER product_listing_no_truncate ON product_listing');
    await db.query('DROP TRIGGER product_listing_removed ON product_listing');
    await db.query('DROP TRIGGER product_listing_back ON product_listing');
    await db.query('DROP TRIGGER product_listing_written ON product_listing');
    await db.query(
      'DROP FUNCTION product_listing_no_truncate, product_listing_removed, product_listing_back, product_listing_written',
    );
    await db.query('DROP TABLE product_listing_gone');
    await db.query('ALTER TABLE product_listing DROP COLUMN xact');
  }
}
