import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { containsPattern, toPrefixQuery } from '@ela/service-kit';

/**
 * Search over published articles (title, summary and text), on text folded as the query is:
 * prefix full text, trigram word similarity and a plain contains match with LIKE's wildcards
 * taken literally, as the catalog searches. A match in the title ranks first, then full-text
 * rank plus word similarity, then the newest.
 */
@Injectable()
export class ArticleSearchRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async matching(folded: string, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
    const rows: { id: string; total: string }[] = await this.db.query(
      `SELECT a.id, count(*) OVER () AS total
       FROM article a
       WHERE a.status = 'published' AND a.deleted_at IS NULL AND NOT a.story
         AND (($2 <> '' AND to_tsvector('simple', a.search_text) @@ to_tsquery('simple', $2))
              OR a.search_text ILIKE $5
              OR $1 <% a.search_text)
       ORDER BY (a.title_key ILIKE $5) DESC,
                ts_rank(to_tsvector('simple', a.search_text), to_tsquery('simple', coalesce(nullif($2, ''), 'x'))) +
                word_similarity($1, a.search_text) DESC,
                a.published_at DESC, a.id
       LIMIT $3 OFFSET $4`,
      [folded, toPrefixQuery(folded), limit, offset, containsPattern(folded)],
    );
    return { ids: rows.map((r) => r.id), total: rows.length ? Number(rows[0].total) : 0 };
  }
}
