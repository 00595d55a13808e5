import type { MigrationInterface, QueryRunner } from 'typeorm';
import { NAME_COLLATION } from '@ela/contracts';

/**
 * Blog categories of one position sort by name in the Persian alphabet, as the catalog's names do
 * (see the catalog's migration of the same name).
 */
export class PersianNameOrder1768600000000 implements MigrationInterface {
  name = 'PersianNameOrder1768600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE blog_category ALTER COLUMN name TYPE text COLLATE "${NAME_COLLATION}"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE blog_category ALTER COLUMN name TYPE text COLLATE "default"');
  }
}
