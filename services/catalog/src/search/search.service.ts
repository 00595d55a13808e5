import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  foldPersian,
  imageUrl,
  type Inventory,
  type Page,
  type SearchHit,
  type SearchQuery,
} from '@ela/contracts';
import { InventoriesRepository } from '../inventories/inventories.repository';

/**
 * Persian-aware search over inventories (name, product name, product number) and products:
 * both sides are folded the same way (Arabic ي/ك, digits, diacritics, half-spaces), matched by
 * prefix full-text and by trigram similarity, both served by GIN indexes, ranked by relevance.
 */
@Injectable()
export class SearchService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly inventories: InventoriesRepository,
  ) {}

  async inventoryIds(q: string, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
    const folded = foldPersian(q);
    const prefix = toPrefixQuery(folded);
    const rows: { id: string; total: string }[] = await this.db.query(
      `SELECT i.id, count(*) OVER () AS total
       FROM inventory i JOIN product p ON p.id = i.product_id AND p.deleted_at IS NULL
       WHERE i.deleted_at IS NULL
         AND (($2 <> '' AND to_tsvector('simple', i.search_text) @@ to_tsquery('simple', $2))
              OR i.search_text ILIKE '%' || $1 || '%'
              OR $1 <% i.search_text)
       ORDER BY (i.product_number::text = $1) DESC,
                ts_rank(to_tsvector('simple', i.search_text), to_tsquery('simple', coalesce(nullif($2, ''), 'x'))) +
                word_similarity($1, i.search_text) DESC,
                i.id
       LIMIT $3 OFFSET $4`,
      [folded, prefix, limit, offset],
    );
    return { ids: rows.map((r) => r.id), total: rows.length ? Number(rows[0].total) : 0 };
  }

  async searchInventories(query: SearchQuery): Promise<Page<Inventory>> {
    const { ids, total } = await this.inventoryIds(query.q, query.limit, (query.page - 1) * query.limit);
    const rows = ids.length ? await this.inventories.liveByIds(ids) : [];
    return { items: rows.map((i) => i.toContract()), total, page: query.page, limit: query.limit };
  }

  /** Suggestions for the header search: the best inventories, then matching categories. */
  async header(query: SearchQuery): Promise<SearchHit[]> {
    const { ids } = await this.inventoryIds(query.q, query.limit, 0);
    const inventories = ids.length ? await this.inventories.liveByIds(ids) : [];
    const hits: SearchHit[] = inventories.map((i) => ({
      kind: 'inventory',
      id: i.id,
      title: i.name,
      path: `/product/${encodeURIComponent(i.name)}`,
      image: i.images[0] ? imageUrl(i.images[0], 'thumb') : null,
      price: i.effectivePrice,
    }));
    const categories: { id: string; name: string }[] = await this.db.query(
      `SELECT id, name FROM category WHERE deleted_at IS NULL AND name ILIKE '%' || $1 || '%' ORDER BY sort_order LIMIT 3`,
      [foldPersian(query.q).replace(/[\\%_]/g, '\\$&')],
    );
    return [
      ...hits,
      ...categories.map((c) => ({
        kind: 'category' as const,
        id: c.id,
        title: c.name,
        path: `/category/${c.id}`,
        image: null,
        price: null,
      })),
    ];
  }
}

/** `پارچه مخم` → `پارچه & مخم:*`: every word must match, the last one as a prefix (people are still typing). */
export function toPrefixQuery(folded: string): string {
  const words = folded
    .split(' ')
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (!words.length) return '';
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}
