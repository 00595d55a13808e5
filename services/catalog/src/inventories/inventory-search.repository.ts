import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { containsPattern, toPrefixQuery } from '@ela/service-kit';

/**
 * Persian-aware search over live inventories (name, product name, product number), on text
 * folded as the query is: prefix full-text and trigram similarity, both on GIN indexes, and a
 * plain contains match with the LIKE wildcards people type taken literally. An exact product
 * number ranks first, then full-text rank plus word similarity.
 *
 * Every candidate of the three indexes is rechecked and every match ranked, so the work grows
 * with the matches: the full-text vector is read from its stored column, and the conditions are
 * exactly the indexes' (no full-text arm when the text has no word), so each is worked out once.
 */
@Injectable()
export class InventorySearchRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** How many times what search reads has changed (the migration's triggers count them). */
  async version(): Promise<string> {
    const [row]: { n: string }[] = await this.db.query('SELECT n FROM search_version');
    return row.n;
  }

  async matching(folded: string, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
    const prefix = toPrefixQuery(folded);
    const rows: { id: string; total: string }[] = await this.db.transaction(async (tx) => {
      // One process per search: with parallel workers a search took three processes and, on a busy
      // two-core machine, longer (about 250 ms against 175 ms alone).
      await tx.query('SET LOCAL max_parallel_workers_per_gather = 0');
      return tx.query(
        `SELECT i.id, count(*) OVER () AS total
         FROM inventory i
         WHERE i.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM product p WHERE p.id = i.product_id AND p.deleted_at IS NULL)
           AND (${prefix ? "i.search_vector @@ to_tsquery('simple', $2) OR " : ''}i.search_text ILIKE $5
                OR $1 <% i.search_text)
         ORDER BY (i.product_number::text = $1) DESC,
                  ts_rank(i.search_vector, to_tsquery('simple', coalesce(nullif($2, ''), 'x'))) +
                  word_similarity($1, i.search_text) DESC,
                  i.id
         LIMIT $3 OFFSET $4`,
        [folded, prefix, limit, offset, containsPattern(folded)],
      );
    });
    return { ids: rows.map((r) => r.id), total: rows.length ? Number(rows[0].total) : 0 };
  }
}
