import type { MigrationInterface, QueryRunner } from 'typeorm';
import { foldPersian } from '@ela/contracts';

const NAMED = ['color', 'design', 'category'] as const;
const UNIQUE = ['color', 'design'] as const;

/**
 * Colours, designs and categories get the folded name their `q` filter searches (as products
 * and inventories have), and colour and design names become unique as people read them: two
 * names that fold alike (ي/ی, a half-space or a space) are one name.
 */
export class SearchableNames1764500000000 implements MigrationInterface {
  name = 'SearchableNames1764500000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of NAMED) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN search_text text NOT NULL DEFAULT ''`);
      // Folded in JavaScript, by the same function the service uses from now on; the tables are small.
      const rows: { id: string; name: string }[] = await db.query(`SELECT id, name FROM ${table}`);
      for (const row of rows)
        await db.query(`UPDATE ${table} SET search_text = $2 WHERE id = $1`, [row.id, foldPersian(row.name)]);
    }
    for (const table of UNIQUE) {
      // Names made twice before this check keep the first; later ones are numbered, not lost.
      await db.query(`
        UPDATE ${table} t SET name = t.name || ' (' || d.n || ')', search_text = t.search_text || ' (' || d.n || ')'
        FROM (SELECT id, row_number() OVER (PARTITION BY search_text ORDER BY created_at, id) AS n FROM ${table}) d
        WHERE t.id = d.id AND d.n > 1`);
      await db.query(`CREATE UNIQUE INDEX ${table}_name_key ON ${table} (search_text)`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of UNIQUE) await db.query(`DROP INDEX ${table}_name_key`);
    for (const table of NAMED) await db.query(`ALTER TABLE ${table} DROP COLUMN search_text`);
  }
}
