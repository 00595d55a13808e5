import { copyStockFrom } from '../read-model/inventory-views.repository';

/** Why `reserve_stock` refused, as its error's message; the short inventory's id is its detail. */
export const RESERVE_REFUSALS = {
  released: 'stock.order_released',
  short: 'stock.short',
  emptied: 'stock.emptied',
} as const;

/**
 * `reserve_stock(order_key, inventory_ids, quantities, may_empty)`: every line or none, as
 * StockService.reserve describes. In one call, so it needs no transaction of the catalog's: the
 * order's advisory lock (the release takes the same, so the two take turns), then its earlier
 * outcome (each statement of a function sees what committed before it began, so a release that
 * held the lock is seen), then the take: the lines' stock only where there is enough, in
 * inventory id order, the order's hold recorded and the new stock copied into the read model.
 * Answers the lines held (`stock` left and the inventory's view as it was before, `body`: null for
 * an earlier reservation's); refuses, rolling back
 * the caller's whole statement, an order released, a short line (its inventory's id in the
 * error's detail), and, unless `may_empty`, a take that empties an inventory (the caller then
 * reserves again with its products locked, to refresh their summaries).
 *
 * Created by a migration from this text: a change to it, or to `copyStockFrom`, needs a new
 * migration that replaces the function (the catalog's stock tests compare the two).
 */
export const RESERVE_STOCK_FUNCTION = `
CREATE OR REPLACE FUNCTION reserve_stock(order_key text, inventory_ids uuid[], quantities int[], may_empty boolean)
RETURNS TABLE (inventory_id uuid, quantity int, state text, stock int, body jsonb)
LANGUAGE plpgsql AS $fn$
#variable_conflict use_column
DECLARE
  taken_count int;
  short_id uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(order_key, 0));
  IF EXISTS (SELECT 1 FROM released_order r WHERE r.order_id = order_key::uuid) THEN
    RAISE EXCEPTION USING MESSAGE = '${RESERVE_REFUSALS.released}';
  END IF;
  RETURN QUERY SELECT s.inventory_id, s.quantity, s.state, NULL::int, NULL::jsonb FROM stock_reservation s
    WHERE s.order_id = order_key::uuid ORDER BY s.inventory_id;
  IF FOUND THEN
    RETURN;
  END IF;
  RETURN QUERY WITH asked AS (
      SELECT a.inventory_id, a.quantity FROM unnest(inventory_ids, quantities) AS a (inventory_id, quantity)
    ), locked AS MATERIALIZED (
      SELECT i.id, asked.quantity FROM inventory i JOIN asked ON asked.inventory_id = i.id
      WHERE i.deleted_at IS NULL AND i.stock >= asked.quantity
      ORDER BY i.id FOR UPDATE OF i
    ), taken AS (
      UPDATE inventory i SET stock = i.stock - locked.quantity, stock_version = i.stock_version + 1,
        updated_at = now()
      FROM locked WHERE i.id = locked.id
      RETURNING i.id, i.stock, i.stock_version, i.updated_at, locked.quantity
    ), held AS (
      INSERT INTO stock_reservation (order_id, inventory_id, quantity)
      SELECT order_key::uuid, taken.id, taken.quantity FROM taken
    ), copied AS (${copyStockFrom('taken')})
    SELECT taken.id, taken.quantity, 'reserved'::text, taken.stock, v.body
    FROM taken LEFT JOIN inventory_view v ON v.id = taken.id ORDER BY taken.id;
  GET DIAGNOSTICS taken_count = ROW_COUNT;
  IF taken_count < cardinality(inventory_ids) THEN
    SELECT a.id INTO short_id FROM unnest(inventory_ids) WITH ORDINALITY AS a (id, n)
      WHERE NOT EXISTS (SELECT 1 FROM stock_reservation s WHERE s.order_id = order_key::uuid AND s.inventory_id = a.id)
      ORDER BY a.n LIMIT 1;
    RAISE EXCEPTION USING MESSAGE = '${RESERVE_REFUSALS.short}', DETAIL = short_id::text;
  END IF;
  IF NOT may_empty AND EXISTS (SELECT 1 FROM inventory i WHERE i.id = ANY(inventory_ids) AND i.stock = 0) THEN
    RAISE EXCEPTION USING MESSAGE = '${RESERVE_REFUSALS.emptied}';
  END IF;
END
$fn$`;
