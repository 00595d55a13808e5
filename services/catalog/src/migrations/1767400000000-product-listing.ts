import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read model of product listings: each live product's answer as listings give it (json, so it
 * goes out byte for byte as written), next to every column a listing filters or sorts by, its
 * inventories' included (anything in stock, their colours and designs), so a listing reads one
 * table: a page is one index-only scan in its sort's order (then its rows' answers by id), the
 * total one index-only scan of a count index. The service fills it at start.
 */
export class ProductListing1767400000000 implements MigrationInterface {
  name = 'ProductListing1767400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE product_listing (
        id uuid PRIMARY KEY REFERENCES product (id) ON DELETE CASCADE,
        category_id uuid NOT NULL,
        unit_type text NOT NULL,
        min_price bigint,
        on_sale boolean NOT NULL,
        in_stock boolean NOT NULL,
        color_ids uuid[] NOT NULL,
        design_ids uuid[] NOT NULL,
        name text NOT NULL,
        search_text text NOT NULL,
        created_at timestamptz NOT NULL,
        body json NOT NULL
      )`);
    // One index per sort (newest and oldest read one both ways; a missing price sorts last), each
    // holding every filter's column: a page's rows are found in the index alone, then their answers.
    const filters = 'INCLUDE (category_id, unit_type, min_price, on_sale, in_stock, color_ids, design_ids)';
    await db.query(
      `CREATE INDEX product_listing_created_idx ON product_listing (created_at DESC, id DESC) ${filters}`,
    );
    await db.query(`CREATE INDEX product_listing_name_idx ON product_listing (name, id) ${filters}`);
    await db.query(`
      CREATE INDEX product_listing_price_asc_idx ON product_listing
      ((coalesce(min_price, 9223372036854775807)), id) ${filters}`);
    await db.query(`
      CREATE INDEX product_listing_price_desc_idx ON product_listing ((coalesce(min_price, -1)) DESC, id DESC) ${filters}`);
    // Totals are counted in one of these alone (every filter's column is in both): by category and
    // price range, or by price range over all categories.
    await db.query(`
      CREATE INDEX product_listing_count_idx ON product_listing (category_id, min_price)
      INCLUDE (unit_type, on_sale, in_stock, color_ids, design_ids)`);
    await db.query(`
      CREATE INDEX product_listing_price_count_idx ON product_listing (min_price)
      INCLUDE (category_id, unit_type, on_sale, in_stock, color_ids, design_ids)`);
    await db.query(
      'CREATE INDEX product_listing_search_idx ON product_listing USING gin (search_text gin_trgm_ops)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE product_listing');
  }
}
