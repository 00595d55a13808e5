import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The blog (categories and articles) and the toddler league. Names and titles are unique as
 * people read them (on their folded form); an article's search text is folded the same way
 * and searched by prefix full text and trigrams, as the catalog searches.
 */
export class CreateContent1766300000000 implements MigrationInterface {
  name = 'CreateContent1766300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await db.query(`
      CREATE TABLE blog_category (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        name_key text NOT NULL,
        description text NOT NULL DEFAULT '',
        position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE UNIQUE INDEX blog_category_name_key ON blog_category (name_key)');

    await db.query(`
      CREATE TABLE article (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        title_key text NOT NULL,
        summary text NOT NULL DEFAULT '',
        content text NOT NULL DEFAULT '',
        search_text text NOT NULL DEFAULT '',
        category_id uuid NOT NULL CONSTRAINT article_category_id_fkey REFERENCES blog_category (id),
        author text NOT NULL,
        author_id uuid NOT NULL,
        poster_key text NOT NULL,
        content_images jsonb NOT NULL DEFAULT '[]',
        status text NOT NULL CHECK (status IN ('draft', 'published')),
        story boolean NOT NULL DEFAULT false,
        published_at timestamptz,
        reading_minutes integer NOT NULL CHECK (reading_minutes >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT article_published_has_date CHECK (status = 'draft' OR published_at IS NOT NULL)
      )`);
    // Titles are the shop's addresses: unique among live articles; a deleted one frees its title.
    await db.query('CREATE UNIQUE INDEX article_title_key ON article (title_key) WHERE deleted_at IS NULL');
    // At most one live article is the shop's story.
    await db.query(
      'CREATE UNIQUE INDEX article_story_key ON article (story) WHERE story AND deleted_at IS NULL',
    );
    await db.query(`
      CREATE INDEX article_published ON article (published_at DESC, id DESC)
      WHERE status = 'published' AND deleted_at IS NULL`);
    await db.query(`
      CREATE INDEX article_category_published ON article (category_id, published_at DESC, id DESC)
      WHERE status = 'published' AND deleted_at IS NULL`);
    await db.query(
      'CREATE INDEX article_deleted ON article (deleted_at DESC, id DESC) WHERE deleted_at IS NOT NULL',
    );
    await db.query(
      "CREATE INDEX article_search_fts ON article USING gin (to_tsvector('simple', search_text))",
    );
    await db.query('CREATE INDEX article_search_trgm ON article USING gin (search_text gin_trgm_ops)');

    await db.query(`
      CREATE TABLE toddler (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        parent_id uuid NOT NULL,
        name text NOT NULL,
        name_key text NOT NULL,
        age_months integer NOT NULL CHECK (age_months BETWEEN 0 AND 72),
        photo_key text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
        rejection_reason text,
        reviewed_at timestamptz,
        reviewed_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT toddler_reason_when_rejected CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL))
      )`);
    await db.query(
      "CREATE INDEX toddler_gallery ON toddler (reviewed_at DESC, id DESC) WHERE status = 'approved'",
    );
    await db.query('CREATE INDEX toddler_parent ON toddler (parent_id, created_at DESC, id DESC)');
    await db.query('CREATE INDEX toddler_queue ON toddler (status, created_at, id)');
    await db.query(
      "CREATE INDEX toddler_name_trgm ON toddler USING gin (name_key gin_trgm_ops) WHERE status = 'approved'",
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE toddler');
    await db.query('DROP TABLE article');
    await db.query('DROP TABLE blog_category');
  }
}
