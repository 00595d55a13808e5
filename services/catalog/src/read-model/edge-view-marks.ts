import type { EntityManager } from 'typeorm';
import type { Statement } from '@ela/service-kit';

/** An inventory, a product, or a product's list of live inventories (by the product's id). */
export type EdgeViewKind = 'inventory' | 'product' | 'siblings';

/**
 * Notes answers whose edge view in Redis must be rewritten, inside the transaction that changed
 * them: they go out before the events of that transaction do. Appends only, so that writes to
 * one product's inventories (reservations, above all) never wait for each other here.
 */
export async function markEdgeViews(tx: EntityManager, kind: EdgeViewKind, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await tx.query(
    'INSERT INTO edge_view_change (kind, id) SELECT DISTINCT $1, id FROM unnest($2::uuid[]) AS id',
    [kind, ids],
  );
}

/**
 * Marks these inventories and the lists of inventories of their products: one statement, with its
 * parameter `$1`, to run with the inventories' events in one (`asOneStatement`).
 */
export function inventoriesAndSiblingsMarks(inventoryIds: string[]): Statement {
  return {
    sql: `INSERT INTO edge_view_change (kind, id)
     SELECT DISTINCT 'inventory', id FROM unnest($1::uuid[]) AS id
     UNION ALL
     SELECT DISTINCT 'siblings', product_id FROM inventory WHERE id = ANY($1::uuid[])`,
    params: [inventoryIds],
  };
}

/** Products carry their category's name. */
export async function markProductsOfCategory(tx: EntityManager, categoryId: string): Promise<void> {
  await tx.query(
    `INSERT INTO edge_view_change (kind, id) SELECT 'product', id FROM product WHERE category_id = $1`,
    [categoryId],
  );
}

/** Every answer that has an edge view: viewed inventories, and each live product and its list. */
const LIVE_ANSWERS = `
  SELECT 'inventory' AS kind, id FROM inventory_view
  UNION ALL
  SELECT k.kind, p.id FROM product p CROSS JOIN (VALUES ('product'), ('siblings')) AS k (kind)
  WHERE p.deleted_at IS NULL`;

/** After Redis lost its views: every live inventory and product is written again. */
export async function markEverything(tx: EntityManager): Promise<void> {
  await tx.query(`INSERT INTO edge_view_change (kind, id) ${LIVE_ANSWERS}`);
}

/**
 * Notes what has no edge view and no change waiting: live products and viewed inventories stored
 * straight into the tables (the large seed) or before edge views existed. Runs at start; answers
 * how many.
 */
export async function markUnmarked(tx: EntityManager): Promise<number> {
  const [row]: { n: number }[] = await tx.query(
    `WITH live AS (${LIVE_ANSWERS}
     ), added AS (
       INSERT INTO edge_view_change (kind, id)
       SELECT kind, id FROM live l
       WHERE NOT EXISTS (SELECT 1 FROM edge_view_key k WHERE k.kind = l.kind AND k.id = l.id)
         AND NOT EXISTS (SELECT 1 FROM edge_view_change c WHERE c.kind = l.kind AND c.id = l.id)
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM added`,
  );
  return row.n;
}
