import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { containsPattern, toPrefixQuery } from '@ela/service-kit';

/**
 * Persian-aware search over live inventories (name, product name, product number), on text
 * folded as the query is: prefix full-text and trigram similarity, both on GIN indexes, and a
 * plain contains match with the LIKE wildcards people type taken literally. An exact product
 * number ranks first, then full-text rank plus word similarity.
 */
@Injectable()
export class InventorySearchRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async matching(folded: string, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
    const rows: { id: string; total: string }[] = await this.db.query(
      `SELECT i.id, count(*) OVER () AS total
       FROM inventory i JOIN product p ON p.id = i.product_id AND p.deleted_at IS NULL
       WHERE i.deleted_at IS NULL
         AND (($2 <> '' AND to_tsvector('simple', i.search_text) @@ to_tsquery('simple', $2))
              OR i.search_text ILIKE $5
              OR $1 <% i.search_text)
       ORDER BY (i.product_number::text = $1) DESC,
                ts_rank(to_tsvector('simple', i.search_text), to_tsquery('simple', coalesce(nullif($2, ''), 'x'))) +
                word_similarity($1, i.search_text) DESC,
                i.id
       LIMIT $3 OFFSET $4`,
      [folded, toPrefixQuery(folded), limit, offset, containsPattern(folded)],
    );
    return { ids: rows.map((r) => r.id), total: rows.length ? Number(rows[0].total) : 0 };
  }
}
