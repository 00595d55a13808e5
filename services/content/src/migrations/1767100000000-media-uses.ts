import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Finding what still uses an image, before its files are let go, reads these by key. */
export class MediaUses1767100000000 implements MigrationInterface {
  name = 'MediaUses1767100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX toddler_photo_key ON toddler (photo_key)');
    await db.query('CREATE INDEX article_poster_key ON article (poster_key)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX article_poster_key');
    await db.query('DROP INDEX toddler_photo_key');
  }
}
