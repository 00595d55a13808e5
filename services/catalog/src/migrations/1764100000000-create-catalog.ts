import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCatalog1764100000000 implements MigrationInterface {
  name = 'CreateCatalog1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query(`
      CREATE TABLE category (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        parent_id uuid REFERENCES category (id),
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        sort_order integer NOT NULL DEFAULT 0,
        poster_desktop text,
        poster_mobile text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await db.query(
      'CREATE INDEX category_parent_idx ON category (parent_id, sort_order) WHERE deleted_at IS NULL',
    );
    await db.query(`
      CREATE TABLE color (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        hex text NOT NULL CHECK (hex ~ '^#[0-9a-f]{6}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE design (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        image_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // min_price and on_sale summarise live inventories so listings can sort by price with an index.
    await db.query(`
      CREATE TABLE product (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        category_id uuid NOT NULL REFERENCES category (id),
        unit_type text NOT NULL CHECK (unit_type IN ('count', 'half_meter', 'meter')),
        min_price bigint,
        on_sale boolean NOT NULL DEFAULT false,
        image_key text,
        search_text text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await db.query(
      'CREATE INDEX product_created_idx ON product (created_at DESC, id DESC) WHERE deleted_at IS NULL',
    );
    await db.query('CREATE INDEX product_price_idx ON product (min_price, id) WHERE deleted_at IS NULL');
    await db.query(
      'CREATE INDEX product_category_idx ON product (category_id, created_at DESC) WHERE deleted_at IS NULL',
    );
    await db.query('CREATE INDEX product_search_trgm_idx ON product USING gin (search_text gin_trgm_ops)');
    await db.query(`
      CREATE TABLE product_relation (
        product_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        related_id uuid NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('similar', 'set')),
        position integer NOT NULL,
        PRIMARY KEY (product_id, kind, related_id),
        CHECK (product_id <> related_id)
      )`);
    await db.query('CREATE SEQUENCE product_number_seq START 10001');
    await db.query(`
      CREATE TABLE inventory (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES product (id),
        name text NOT NULL,
        product_number integer NOT NULL UNIQUE DEFAULT nextval('product_number_seq'),
        color_id uuid REFERENCES color (id),
        design_id uuid REFERENCES design (id),
        price bigint NOT NULL CHECK (price >= 0),
        sale_price bigint CHECK (sale_price >= 0 AND sale_price < price),
        stock integer NOT NULL CHECK (stock >= 0),
        images text[] NOT NULL DEFAULT '{}',
        search_text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    // Names are addresses (/product/{name}): unique among live inventories.
    await db.query('CREATE UNIQUE INDEX inventory_name_idx ON inventory (name) WHERE deleted_at IS NULL');
    await db.query('CREATE INDEX inventory_product_idx ON inventory (product_id)');
    await db.query(
      'CREATE INDEX inventory_created_idx ON inventory (created_at DESC, id DESC) WHERE deleted_at IS NULL',
    );
    await db.query(
      'CREATE INDEX inventory_sale_idx ON inventory ((price - sale_price) DESC, id) WHERE deleted_at IS NULL AND sale_price IS NOT NULL',
    );
    await db.query(
      'CREATE INDEX inventory_search_trgm_idx ON inventory USING gin (search_text gin_trgm_ops)',
    );
    await db.query(
      "CREATE INDEX inventory_search_fts_idx ON inventory USING gin (to_tsvector('simple', search_text))",
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE inventory, product_relation, product, design, color, category');
    await db.query('DROP SEQUENCE product_number_seq');
  }
}
