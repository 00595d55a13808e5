import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the edge views in Redis still owe: each inventory, product or product's list of inventories
 * (`siblings`, by the product's id) whose public answer changed,
 * with a version from one sequence (so a late write in Redis never replaces a newer one) and the
 * keys Redis holds for it now (so a rename or a deletion also clears the old ones). Writes mark
 * a row in their own transaction; the outbox relay brings Redis up to date before it publishes.
 */
export class CreateEdgeViewMark1766400000000 implements MigrationInterface {
  name = 'CreateEdgeViewMark1766400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE SEQUENCE edge_view_version');
    await db.query(`
      CREATE TABLE edge_view_mark (
        kind text NOT NULL CHECK (kind IN ('inventory', 'product', 'siblings')),
        id uuid NOT NULL,
        version bigint NOT NULL DEFAULT nextval('edge_view_version'),
        pending boolean NOT NULL DEFAULT true,
        keys text[] NOT NULL DEFAULT '{}',
        PRIMARY KEY (kind, id)
      )`);
    await db.query('CREATE INDEX edge_view_mark_pending_idx ON edge_view_mark (version) WHERE pending');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE edge_view_mark');
    await db.query('DROP SEQUENCE edge_view_version');
  }
}
