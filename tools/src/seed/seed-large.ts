import { Client } from 'pg';

/**
 * Fills a catalog database with a large, plausible catalog for benchmarks: 20,000 products
 * and 100,000 inventories (5 each) over all three unit types. Written with set-based SQL,
 * since going through the service one row at a time would take an hour. Names use only
 * plain Persian letters and digits, so their folded search text equals the text itself.
 */
export async function seedLarge(databaseUrl: string, products = 20_000, perProduct = 5): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    const [{ id: categoryId }] = (
      await db.query(
        `INSERT INTO category (name, description, search_text)
         VALUES ('بار آزمایشی', 'برای سنجش سرعت', 'بار آزمایشی') RETURNING id`,
      )
    ).rows;
    await db.query(
      `INSERT INTO product (name, description, category_id, unit_type, search_text)
       SELECT name, 'پارچه برای سنجش سرعت', $1, (ARRAY['meter','half_meter','count'])[1 + n % 3], name
       FROM (
         SELECT n, (ARRAY['پارچه','مخمل','کتان','حریر','ساتن','جین','لینن','کرپ'])[1 + n % 8] || ' ' ||
                   (ARRAY['نرم','ضخیم','براق','سبک','گلدار','ساده','راه راه'])[1 + (n / 8) % 7] || ' مدل ' || n AS name
         FROM generate_series(1, $2) AS n
       ) s`,
      [categoryId, products],
    );
    await db.query(
      `INSERT INTO inventory (product_id, name, price, sale_price, stock, search_text)
       SELECT p.id, v.name, v.price, CASE WHEN v.k % 7 = 0 THEN v.price * 85 / 100 END, (v.k * 13) % 90,
              v.name || ' ' || p.name
       FROM (SELECT id, name, row_number() OVER (ORDER BY created_at, id) AS r FROM product WHERE category_id = $1) p
       CROSS JOIN LATERAL (
         SELECT k, p.name || ' ' || (ARRAY['سفید','مشکی','سرمه ای','زرشکی','یشمی','کرم','طوسی'])[1 + (p.r + k) % 7] || ' ' || k AS name,
                (100000 + ((p.r * 7919 + k * 104729) % 9000) * 1000)::bigint AS price
         FROM generate_series(1, $2) AS k
       ) v`,
      [categoryId, perProduct],
    );
    await db.query(
      `UPDATE inventory SET search_text = search_text || ' ' || product_number WHERE search_text NOT LIKE '% ' || product_number`,
    );
    // Each stock as made opens its ledger, as the service's create does, by no admin.
    await db.query(
      `INSERT INTO stock_ledger (inventory_id, delta, admin_id, at)
       SELECT i.id, i.stock, NULL, i.created_at FROM inventory i JOIN product p ON p.id = i.product_id
       WHERE p.category_id = $1`,
      [categoryId],
    );
    await db.query(
      `UPDATE product p SET min_price = s.min_price, on_sale = s.on_sale, entry_inventory = s.entry_inventory
       FROM (SELECT product_id, min(COALESCE(sale_price, price)) AS min_price, bool_or(sale_price IS NOT NULL) AS on_sale,
                    (array_agg(name ORDER BY stock = 0, COALESCE(sale_price, price), created_at))[1] AS entry_inventory
             FROM inventory GROUP BY product_id) s
       WHERE p.id = s.product_id AND p.category_id = $1`,
      [categoryId],
    );
    await db.query('COMMIT');
    await db.query('ANALYZE product; ANALYZE inventory');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  } finally {
    await db.end();
  }
}
