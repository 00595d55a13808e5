import type { DataSource, EntityManager } from 'typeorm';

/**
 * Where a service refers to stored images, given as an SQL condition on the key `k` (its own
 * tables). Keys are content hashes, so one picture uploaded twice is one key used twice, here or
 * by another service: a service answers for its own uses only.
 */
export class MediaUses {
  constructor(
    private readonly db: DataSource,
    private readonly used: string,
  ) {}

  /** Those of `keys` that nothing refers to, seen from inside `tx` (after its own changes). */
  unused(tx: EntityManager, keys: readonly string[]): Promise<string[]> {
    return this.select(tx, keys, `NOT ${this.used}`);
  }

  /** Those of `keys` that something refers to now. */
  inUse(keys: readonly string[]): Promise<string[]> {
    return this.select(this.db.manager, keys, this.used);
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
