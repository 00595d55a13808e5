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
