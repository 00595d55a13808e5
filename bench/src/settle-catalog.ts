import type { Client } from 'pg';
import type { TestStack } from '@ela/stack';

const count = async (db: Client, sql: string) => Number((await db.query(sql)).rows[0].count);
const pause = () => new Promise((resolve) => setTimeout(resolve, 500));

/**
 * After a seed written behind the catalog's back: restarts it, so its read model takes the rows
 * in, and waits until the read model and the edge views in Redis hold everything (a busy catalog
 * would be measured otherwise). Then vacuums and analyzes the database, as autovacuum would soon
 * after such a fill (it is off on some machines this runs on), and writes out what that dirtied.
 */
export async function settleCatalog(stack: TestStack, db: Client): Promise<void> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  await stack.stopApp('catalog');
  await stack.start('catalog');
  const inventories = await count(
    db,
    `SELECT count(*) FROM inventory i JOIN product p ON p.id = i.product_id
     WHERE i.deleted_at IS NULL AND p.deleted_at IS NULL`,
  );
  while ((await count(db, 'SELECT count(*) FROM inventory_view')) < inventories) await pause();
  const products = await count(db, 'SELECT count(*) FROM product WHERE deleted_at IS NULL');
  // Product listings have a read model of their own since 2026-11-27; older catalogs read the tables.
  const listings = (await db.query("SELECT to_regclass('product_listing') AS t")).rows[0].t !== null;
  while (listings && (await count(db, 'SELECT count(*) FROM product_listing')) < products) await pause();
  console.log(`read model filled in ${seconds()} s`);
  while ((await count(db, 'SELECT count(*) FROM edge_view_change')) > 0) await pause();
  console.log(`edge views written in ${seconds()} s`);
  await db.query('VACUUM (ANALYZE)');
  // The fill and the vacuum leave pages dirty: written out now, not by a checkpoint during a row.
  await db.query('CHECKPOINT');
}
