import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import {
  LISTING_CHANGES_BYTES,
  LISTING_CHANGES_PAGE,
  LISTING_GONE_MAX,
  type ListingChanges,
  type ListingChangesBody,
  type Product,
} from '@ela/contracts';
// The read model is a projection across aggregates: it reads their rows, it never writes them.
import { ProductEntity } from '../products/product.entity';
import { productListingSql, type ProductListingParams } from './product-listing-sql';

/** Which products a change touches: named ones, or every live one of a category. */
type ListingScope = { ids: string[] } | { categoryId: string };

export interface ListingPage {
  /** False when the listing named a category that is not live. */
  categoryFound: boolean;
  total: number;
  items: Product[];
}

/**
 * Rows of `product_listing`: each live product as listings answer it, next to every column they
 * filter and sort by, including what only its live inventories know (anything in stock, their
 * colours and designs), so a listing reads no other table.
 */
@Injectable()
export class ProductListingsRepository {
  constructor(@InjectRepository(ProductEntity) private readonly rows: Repository<ProductEntity>) {}

  async page(params: ProductListingParams, cursorId?: string): Promise<ListingPage> {
    const { sql, args } = productListingSql(params, cursorId);
    const [row]: { found: boolean; total: number; items: Product[] }[] = await this.rows.manager.query(
      sql,
      args,
    );
    return { categoryFound: row.found, total: row.total, items: row.items };
  }

  /**
   * Writes the rows of the products in scope from the tables as `tx` sees them now: live products
   * are (re)written, the others dropped. The answer is the product as a listing reads it (its live
   * category's name joined); sort keys are copied in SQL, so timestamps keep their precision.
   */
  async project(tx: EntityManager, scope: ListingScope): Promise<void> {
    const qb = tx.getRepository(ProductEntity).createQueryBuilder('p').leftJoinAndSelect('p.category', 'c');
    if ('ids' in scope) {
      if (!scope.ids.length) return;
      qb.where('p.id IN (:...ids)', { ids: scope.ids });
    } else {
      // A category's products are held first, so a write to one of them projects after this, not before.
      await tx.query('SELECT id FROM product WHERE category_id = $1 AND deleted_at IS NULL FOR SHARE', [
        scope.categoryId,
      ]);
      qb.where('p.category_id = :categoryId', { categoryId: scope.categoryId });
    }
    const live = await qb.getMany();
    if ('ids' in scope) {
      const gone = scope.ids.filter((id) => !live.some((p) => p.id === id));
      if (gone.length) await tx.query('DELETE FROM product_listing WHERE id = ANY($1::uuid[])', [gone]);
    }
    if (!live.length) return;
    await tx.query(
      `INSERT INTO product_listing (id, category_id, unit_type, min_price, on_sale, in_stock, color_ids,
         design_ids, name, search_text, created_at, body)
       SELECT p.id, p.category_id, p.unit_type, p.min_price, p.on_sale, coalesce(i.in_stock, false),
         coalesce(i.color_ids, '{}'), coalesce(i.design_ids, '{}'), p.name, p.search_text, p.created_at, v.body
       FROM unnest($1::uuid[], $2::json[]) AS v (id, body)
       JOIN product p ON p.id = v.id
       LEFT JOIN LATERAL (
         SELECT bool_or(stock > 0) AS in_stock,
           array_agg(DISTINCT color_id) FILTER (WHERE color_id IS NOT NULL) AS color_ids,
           array_agg(DISTINCT design_id) FILTER (WHERE design_id IS NOT NULL) AS design_ids
         FROM inventory WHERE product_id = p.id AND deleted_at IS NULL
       ) i ON true
       ON CONFLICT (id) DO UPDATE SET category_id = excluded.category_id, unit_type = excluded.unit_type,
         min_price = excluded.min_price, on_sale = excluded.on_sale, in_stock = excluded.in_stock,
         color_ids = excluded.color_ids, design_ids = excluded.design_ids, name = excluded.name,
         search_text = excluded.search_text, created_at = excluded.created_at, body = excluded.body`,
      [live.map((p) => p.id), live.map((p) => JSON.stringify(p.toContract()))],
    );
  }

  /**
   * Rows written since the snapshot `since` (every row when null), a page in id order after
   * `after` (at most so many rows, and so many bytes of answers), with the ids removed since then
   * on the first page: those whose transaction that snapshot did not see, as it had not begun or
   * not yet committed. Read in one snapshot of its own, the reader's next `since`. (An
   * oldest-running-transaction mark would hold every reader back as long as any transaction
   * anywhere on the server stays open.)
   */
  changes({ since, after }: ListingChangesBody): Promise<ListingChanges> {
    const unseen = `($1::pg_snapshot IS NULL OR xact >= pg_snapshot_xmax($1::pg_snapshot)
      OR xact = ANY (ARRAY(SELECT pg_snapshot_xip($1::pg_snapshot))))`;
    return this.rows.manager.transaction('REPEATABLE READ', async (tx) => {
      const [{ next, collation }]: { next: string; collation: string | null }[] = await tx.query(
        `SELECT pg_current_snapshot()::text AS next,
           (SELECT c.collname FROM pg_attribute a JOIN pg_collation c ON c.oid = a.attcollation
            WHERE a.attrelid = 'product_listing'::regclass AND a.attname = 'name') AS collation`,
      );
      const categories: ListingChanges['categories'] = await tx.query(
        'SELECT id, parent_id AS "parentId" FROM category WHERE deleted_at IS NULL',
      );
      // Cut by size in the query: a page of long descriptions is not sent over only to be read again.
      const read: (ListingChanges['rows'][number] & { candidates: number })[] = await tx.query(
        `SELECT id, "categoryId", "unitType", "minPrice", "onSale", "inStock", "colorIds", "designIds",
           name, "createdAt", body, candidates
         FROM (
           SELECT *, row_number() OVER (ORDER BY id) AS place, count(*) OVER ()::int AS candidates,
             sum(octet_length(body::text)) OVER (ORDER BY id) AS running
           FROM (
             SELECT id, category_id AS "categoryId", unit_type AS "unitType",
               min_price::float8 AS "minPrice", on_sale AS "onSale", in_stock AS "inStock",
               color_ids::text[] AS "colorIds", design_ids::text[] AS "designIds", name,
               (extract(epoch FROM created_at) * 1000000)::float8 AS "createdAt", body
             FROM product_listing
             WHERE ${unseen} AND ($2::uuid IS NULL OR id > $2::uuid)
             ORDER BY id LIMIT $3
           ) page
         ) sized
         WHERE place = 1 OR running <= $4
         ORDER BY id`,
        [since, after, LISTING_CHANGES_PAGE, LISTING_CHANGES_BYTES],
      );
      const rows: ListingChanges['rows'] = read.map(({ candidates: _, ...row }) => row);
      const candidates = read[0]?.candidates ?? 0;
      const gone: { id: string }[] =
        since !== null && after === null
          ? await tx.query(`SELECT id FROM product_listing_gone WHERE ${unseen} LIMIT $2`, [
              since,
              LISTING_GONE_MAX,
            ])
          : [];
      return {
        next,
        nameCollation: collation,
        categories,
        rows,
        more: rows.length < candidates || candidates === LISTING_CHANGES_PAGE,
        gone: gone.map((row) => row.id),
      };
    });
  }

  /** Live products the read model does not hold yet (written before it existed, or behind its back). */
  async missing(limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.rows.manager.query(
      `SELECT p.id FROM product p
       WHERE p.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM product_listing l WHERE l.id = p.id)
       LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  /** Statistics for the planner after a fill, where autovacuum has not come round (or is off). */
  async analyze(): Promise<void> {
    await this.rows.manager.query('ANALYZE product_listing');
  }

  /**
   * Fills the read model for these products. Their rows are held (FOR SHARE) until it commits, so
   * a write to one of them or its inventories (each locks the product) waits and projects after.
   */
  fill(ids: string[]): Promise<void> {
    return this.rows.manager.transaction(async (tx) => {
      await tx.query('SELECT id FROM product WHERE id = ANY($1::uuid[]) FOR SHARE', [ids]);
      await this.project(tx, { ids });
    });
  }
}
