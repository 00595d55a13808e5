import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Whether something of the service refers to image `k`: a toddler's photo (until it is rejected),
 * an article's poster or text image, binned articles included (they may be restored), or any
 * `/media/<key>-…` address written into an article's text.
 */
const USED = `(
  EXISTS (SELECT 1 FROM toddler t WHERE t.photo_key = k AND t.status <> 'rejected')
  OR EXISTS (
    SELECT 1 FROM article a
    WHERE a.poster_key = k
       OR a.content_images @> jsonb_build_array(jsonb_build_object('key', k))
       OR strpos(a.content, '/media/' || k || '-') > 0
  )
)`;

/**
 * Where the content service refers to a stored image. Keys are content hashes, so one picture
 * uploaded twice is one key used twice, here or by another service.
 */
@Injectable()
export class MediaUsesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Those of `keys` that nothing refers to, seen from inside `tx` (after its own changes). */
  unused(tx: EntityManager, keys: readonly string[]): Promise<string[]> {
    return this.select(tx, keys, `NOT ${USED}`);
  }

  /** Those of `keys` that something refers to now. */
  inUse(keys: readonly string[]): Promise<string[]> {
    return this.select(this.db.manager, keys, USED);
  }

  private async select(db: EntityManager, keys: readonly string[], where: string): Promise<string[]> {
    if (!keys.length) return [];
    const rows: { key: string }[] = await db.query(
      `SELECT k AS key FROM unnest($1::text[]) AS k WHERE ${where}`,
      [[...new Set(keys)]],
    );
    return rows.map((row) => row.key);
  }
}
