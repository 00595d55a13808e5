import type { MigrationInterface, QueryRunner } from 'typeorm';
import { NAME_COLLATION } from '@ela/contracts';

/** Every name column a listing sorts by, and the copies the read models keep of them. */
const NAMED = ['category', 'color', 'design', 'product', 'inventory', 'inventory_view', 'product_listing'];

/**
 * Names sort in the Persian alphabet: each name column takes the ICU collation `NAME_COLLATION`,
 * so every `ORDER BY name`, cursor comparison and index on a name follows it with no change to the
 * queries. Equality (lookups by name, unique names) is unchanged: the collation is deterministic.
 * PostgreSQL must be built with ICU (Debian's and the official images are).
 */
export class PersianNameOrder1768600000000 implements MigrationInterface {
  name = 'PersianNameOrder1768600000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of NAMED)
      await db.query(`ALTER TABLE ${table} ALTER COLUMN name TYPE text COLLATE "${NAME_COLLATION}"`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of NAMED)
      await db.query(`ALTER TABLE ${table} ALTER COLUMN name TYPE text COLLATE "default"`);
  }
}
