import type { EntityManager } from 'typeorm';

export type EdgeViewKind = 'inventory' | 'product';

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
  await tx.query(
    `INSERT INTO edge_view_mark (kind, id)
     SELECT 'product', id FROM product WHERE deleted_at IS NULL ORDER BY id ${MARK}`,
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
       SELECT 'product', p.id FROM product p
       WHERE p.deleted_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM edge_view_mark m WHERE m.kind = 'product' AND m.id = p.id)
     ), added AS (
       INSERT INTO edge_view_mark (kind, id) SELECT kind, id FROM unmarked ORDER BY kind, id
       ON CONFLICT DO NOTHING RETURNING 1
     )
     SELECT count(*)::int AS n FROM added`,
  );
  return row.n;
}
