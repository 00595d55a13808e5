/**
 * The stock ledger's invariant, as SQL: per inventory, the sum of its ledger's deltas (the stock it
 * was created with plus every admin change) equals its stock plus what orders hold (`reserved`) and
 * have bought (`committed`). Answers the inventories where it does not hold: none, at any moment
 * when no write is in flight. A release moves steps from `reserved` back to `stock`, so it changes
 * neither side.
 */
export const STOCK_LEDGER_MISMATCHES = `
SELECT i.id AS inventory_id, coalesce(l.total, 0) AS ledger, i.stock,
       coalesce(r.reserved, 0) AS reserved, coalesce(r.sold, 0) AS sold
FROM inventory i
LEFT JOIN (SELECT inventory_id, sum(delta) AS total FROM stock_ledger GROUP BY inventory_id) l
  ON l.inventory_id = i.id
LEFT JOIN (SELECT inventory_id,
                  sum(quantity) FILTER (WHERE state = 'reserved') AS reserved,
                  sum(quantity) FILTER (WHERE state = 'committed') AS sold
           FROM stock_reservation GROUP BY inventory_id) r
  ON r.inventory_id = i.id
WHERE coalesce(l.total, 0) <> i.stock + coalesce(r.reserved, 0) + coalesce(r.sold, 0)`;
