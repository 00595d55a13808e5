import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the edge views in Redis still owe, and what they hold. A write that changes a public answer
 * (an inventory, a product, or a product's list of inventories: `siblings`, by the product's id)
 * appends a row to `edge_view_change` in its own transaction: appends only, so concurrent writes
 * never wait on each other here. The writer (one at a time) turns them into Redis writes before
 * the outbox relay publishes, stamping each batch with a number from `edge_view_version` so a late
 * write in Redis never replaces a newer one, and records in `edge_view_key` the keys each answer
 * holds, so a rename or a deletion also clears the old ones.
 */
export class CreateEdgeViews1766400000000 implements MigrationInterface {
  name = 'CreateEdgeViews1766400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE SEQUENCE edge_view_version');
    await db.query(`
      CREATE TABLE edge_view_change (
        seq bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('inventory', 'product', 'siblings')),
        id uuid NOT NULL
      )`);
    await db.query(`
      CREATE TABLE edge_view_key (
        kind text NOT NULL,
        id uuid NOT NULL,
        keys text[] NOT NULL,
        PRIMARY KEY (kind, id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE edge_view_key');
    await db.query('DROP TABLE edge_view_change');
    await db.query('DROP SEQUENCE edge_view_version');
  }
}
