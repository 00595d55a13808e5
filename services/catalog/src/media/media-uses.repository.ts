import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Whether something of the catalog refers to image `k`: a category's poster, a design's picture or
 * an inventory's gallery, binned categories and inventories included (they may be restored). A
 * product's picture is always the first of one of its inventories', so it needs no look of its own.
 */
const USED = `(
  EXISTS (SELECT 1 FROM category c WHERE c.poster_desktop = k OR c.poster_mobile = k)
  OR EXISTS (SELECT 1 FROM design d WHERE d.image_key = k)
  OR EXISTS (SELECT 1 FROM inventory i WHERE i.images @> ARRAY[k])
)`;

/**
 * Where the catalog refers to a stored image. Keys are content hashes, so one picture uploaded
 * twice is one key used twice, here or by another service.
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
