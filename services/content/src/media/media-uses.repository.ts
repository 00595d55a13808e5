import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Where the content service refers to a stored image: a toddler's photo (until it is rejected),
 * an article's poster or text image, binned articles included (they may be restored), and any
 * `/media/<key>-…` address written into an article's text. Keys are content hashes, so one
 * picture uploaded twice is one key used twice.
 */
@Injectable()
export class MediaUsesRepository {
  /** Those of `keys` that nothing refers to, seen from inside `tx` (after its own changes). */
  async unused(tx: EntityManager, keys: readonly string[]): Promise<string[]> {
    if (!keys.length) return [];
    const rows: { key: string }[] = await tx.query(
      `SELECT k AS key FROM unnest($1::text[]) AS k
       WHERE NOT EXISTS (SELECT 1 FROM toddler t WHERE t.photo_key = k AND t.status <> 'rejected')
         AND NOT EXISTS (
           SELECT 1 FROM article a
           WHERE a.poster_key = k
              OR a.content_images @> jsonb_build_array(jsonb_build_object('key', k))
              OR strpos(a.content, '/media/' || k || '-') > 0
         )`,
      [[...new Set(keys)]],
    );
    return rows.map((row) => row.key);
  }
}
