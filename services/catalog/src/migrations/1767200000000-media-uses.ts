import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Before the gateway deletes a released picture's files it asks the catalog whether it still uses
 * the picture; galleries are the one large table it reads by key.
 */
export class MediaUses1767200000000 implements MigrationInterface {
  name = 'MediaUses1767200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX inventory_images_idx ON inventory USING gin (images)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX inventory_images_idx');
  }
}
