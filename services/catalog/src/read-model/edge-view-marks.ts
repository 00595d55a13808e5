import type { EntityManager } from 'typeorm';

/** An inventory, a product, or a product's list of live inventories (by the product's id). */
export type EdgeViewKind = 'inventory' | 'product' | 'siblings';

// Ids in a fixed order, so that two writes marking overlapping sets lock the rows in the same order.
const MARK = `ON CONFLICT (kind, id) DO UPDATE SET pending = true, version = nextval('edge_view_version')`;

/**
 * Marks answers whose edge view in Redis must be rewritten, inside the transaction that changed
 * them: they go out before the events of that transaction do.
 */
export async function markEdgeViews(tx: EntityManager, kind: EdgeViewKind, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await tx.query(
    `INSERT INTO edge_view_mark (kind, id)
     SELECT DISTINCT $1, id FROM unnest($2::uuid[]) AS id ORDER BY 2 ${MARK}`,
    [kind, ids],
  );
}

/** The lists of inventories of the products these inventories belong to. */
export async function markSiblingsOf(tx: EntityManager, inventoryIds: string[]): Promise<void> {
  if (!inventoryIds.length) return;
  await tx.query(
    `INSERT INTO edge_view_mark (kind, id)
     SELECT DISTINCT 'siblings', product_id FROM inventory WHERE id = ANY($1::uuid[]) ORDER BY 2 ${MARK}`,
    [inventoryIds],
  );
}

/** Products carry their category's name. */
export async function markProductsOfCategory(tx: EntityManager, categoryId: string): Promise<void> {
  await tx.query(
    `INSERT INTO edge_view_mark (kind, id)
     SELECT 'product', id FROM product WHERE category_id = $1 ORDER BY id ${MARK}`,
    [categoryId],
  );
}

/** After Redis lost its views: every live inventory and product is written again. */
export async function markEverything(tx: EntityManager): Promise<void> {
  await tx.query(
    `INSERT INTO edge_view_mark (kind, id) SELECT 'inventory', id FROM inventory_view ORDER BY id ${MARK}`,
  );
  for (const kind of ['product', 'siblings'])
    await tx.query(
      `INSERT INTO edge_view_mark (kind, id)
       SELECT $1, id FROM product WHERE deleted_at IS NULL ORDER BY id ${MARK}`,
      [kind],
    );
}

/**
 * Marks what has never been marked: live products and viewed inventories written straight into
 * the tables (the large seed) or before edge views existed. Runs at start; answers how many.
 */
export async function markUnmarked(tx: EntityManager): Promise<number> {
  const [row]: { n: number }[] = await tx.query(
    `WITH unmarked AS (
       SELECT 'inventory' AS kind, v.id FROM inventory_view v
       WHERE NOT EXISTS (SELECT 1 FROM edge_view_mark m WHERE m.kind = 'inventory' AND m.id = v.id)
       UNION ALL
       SELECT k.kind, p.id FROM product p CROSS JOIN (VALUES ('product'), ('siblings')) AS k (kind)
       WHERE p.deleted_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM edge_view_mark m WHERE m.kind = k.kind AND m.id = p.id)
     ), added AS (
       INSERT INTO edge_view_mark (kind, id) SELECT kind, id FROM unmarked ORDER BY kind, id
       ON CONFLICT DO NOTHING RETURNING 1
     )
     SELECT count(*)::int AS n FROM added`,
  );
  return row.n;
}
