import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search does less per request. The full-text vector is kept on each inventory instead of worked
 * out again for every candidate a search rechecks and ranks (the same `simple` vector, so matches
 * and ranks stay what they were). And `search_version` counts the changes to what search reads
 * (inventories' text, numbers and deletions, products' deletions): triggers move it in the
 * statement that changes them, writes behind the service's back included, so a ranking worked out
 * at one version is the ranking until it moves. Stock, prices and pictures do not move it.
 */
export class SearchRankings1767600000000 implements MigrationInterface {
  name = 'SearchRankings1767600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE inventory ADD COLUMN search_vector tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`);
    await db.query('CREATE INDEX inventory_search_vector_idx ON inventory USING gin (search_vector)');
    await db.query('DROP INDEX inventory_search_fts_idx');
    await db.query('CREATE TABLE search_version (n bigint NOT NULL)');
    await db.query('INSERT INTO search_version VALUES (0)');
    await db.query(`
      CREATE FUNCTION search_version_move() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE search_version SET n = n + 1;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER inventory_search_moves
      AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF search_text, product_number, product_id, deleted_at
      ON inventory FOR EACH STATEMENT EXECUTE FUNCTION search_version_move()`);
    await db.query(`
      CREATE TRIGGER product_search_moves AFTER DELETE OR TRUNCATE OR UPDATE OF deleted_at
      ON product FOR EACH STATEMENT EXECUTE FUNCTION search_version_move()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER product_search_moves ON product');
    await db.query('DROP TRIGGER inventory_search_moves ON inventory');
    await db.query('DROP FUNCTION search_version_move');
    await db.query('DROP TABLE search_version');
    await db.query(
      "CREATE INDEX inventory_search_fts_idx ON inventory USING gin (to_tsvector('simple', search_text))",
    );
    await db.query('ALTER TABLE inventory DROP COLUMN search_vector');
  }
}
