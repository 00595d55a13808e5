import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { Inventory } from '@ela/contracts';
// The read model is a projection across aggregates: it reads their rows, it never writes them.
import { InventoryEntity } from '../inventories/inventory.entity';
import { markEdgeViews } from './edge-view-marks';

/** Which inventories a change touches: named ones, or all of a product, colour or design. */
export type ViewScope =
  { ids: string[] } | { productId: string } | { colorId: string } | { designId: string };

const SCOPE_WHERE = {
  ids: 'i.id IN (:...ids)',
  productId: 'i.product_id = :productId',
  colorId: 'i.color_id = :colorId',
  designId: 'i.design_id = :designId',
} as const;

/** Rows of `inventory_view`: live inventories as shoppers read them, one indexed lookup away. */
@Injectable()
export class InventoryViewsRepository {
  constructor(@InjectRepository(InventoryEntity) private readonly rows: Repository<InventoryEntity>) {}

  async byId(id: string): Promise<Inventory | null> {
    return this.one('SELECT body FROM inventory_view WHERE id = $1', id);
  }

  async byName(name: string): Promise<Inventory | null> {
    return this.one('SELECT body FROM inventory_view WHERE name = $1', name);
  }

  async byNumber(productNumber: number): Promise<Inventory | null> {
    return this.one('SELECT body FROM inventory_view WHERE product_number = $1', productNumber);
  }

  /** The ones of these ids the view holds (in no particular order). */
  async byIds(ids: string[]): Promise<Inventory[]> {
    if (!ids.length) return [];
    const found: { body: Inventory }[] = await this.rows.manager.query(
      'SELECT body FROM inventory_view WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return found.map((row) => row.body);
  }

  /**
   * Writes the view rows of the inventories in scope from their rows as `tx` sees them now: live
   * inventories of live products are (re)written, the others dropped; their edge views are marked.
   */
  async project(tx: EntityManager, scope: ViewScope): Promise<void> {
    const [key, value] = Object.entries(scope)[0] as [keyof typeof SCOPE_WHERE, string | string[]];
    if (Array.isArray(value) && value.length === 0) return;
    const rows = await tx
      .getRepository(InventoryEntity)
      .createQueryBuilder('i')
      .withDeleted()
      .innerJoinAndSelect('i.product', 'p')
      .leftJoinAndSelect('i.color', 'color')
      .leftJoinAndSelect('i.design', 'design')
      .where(SCOPE_WHERE[key], { [key]: value })
      .getMany();
    const live = rows.filter((row) => !row.deletedAt && !row.product.deletedAt);
    const gone = rows.filter((row) => !live.includes(row)).map((row) => row.id);
    // Named ids too: one gone from the tables altogether still has views to clear.
    await markEdgeViews(tx, 'inventory', [
      ...rows.map((row) => row.id),
      ...(Array.isArray(value) ? value : []),
    ]);
    await markEdgeViews(
      tx,
      'siblings',
      rows.map((row) => row.productId),
    );
    if (gone.length) await tx.query('DELETE FROM inventory_view WHERE id = ANY($1::uuid[])', [gone]);
    if (!live.length) return;
    await tx.query(
      `INSERT INTO inventory_view (id, product_id, name, product_number, color_id, design_id, body)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::uuid[], $6::uuid[], $7::jsonb[])
       ON CONFLICT (id) DO UPDATE SET product_id = excluded.product_id, name = excluded.name,
         product_number = excluded.product_number, color_id = excluded.color_id,
         design_id = excluded.design_id, body = excluded.body`,
      [
        live.map((row) => row.id),
        live.map((row) => row.productId),
        live.map((row) => row.name),
        live.map((row) => row.productNumber),
        live.map((row) => row.colorId),
        live.map((row) => row.designId),
        live.map((row) => JSON.stringify(row.toContract())),
      ],
    );
  }

  /** Stock, its version and the time it moved are all a reservation changes: patched in, rows not rebuilt. */
  async copyStock(tx: EntityManager, ids: string[]): Promise<void> {
    if (!ids.length) return;
    await tx.query(
      copyStockFrom(
        '(SELECT id, stock, stock_version, updated_at FROM inventory WHERE id = ANY($1::uuid[]))',
      ),
      [ids],
    );
  }

  /** Live inventories the view does not hold yet (written before it existed). */
  async missing(limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.rows.manager.query(
      `SELECT i.id FROM inventory i JOIN product p ON p.id = i.product_id
       WHERE i.deleted_at IS NULL AND p.deleted_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM inventory_view v WHERE v.id = i.id)
       LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Fills the view for these inventories. Their rows are held (FOR SHARE) until it commits, so a
   * write to one of them waits and then writes the view after this, never before.
   */
  fill(ids: string[]): Promise<void> {
    return this.rows.manager.transaction(async (tx) => {
      await tx.query('SELECT id FROM inventory WHERE id = ANY($1::uuid[]) FOR SHARE', [ids]);
      await this.project(tx, { ids });
    });
  }

  private async one(sql: string, value: unknown): Promise<Inventory | null> {
    const [row]: { body: Inventory }[] = await this.rows.manager.query(sql, [value]);
    return row?.body ?? null;
  }
}

/**
 * The statement of `copyStock`, from `source`: rows of `id`, `stock`, `stock_version` and
 * `updated_at`, such as the inventories a statement has just updated, so that a reservation
 * copies its stock in the statement that takes it. `updatedAt` as the contract's ISO text:
 * milliseconds cut, not rounded, as the driver reads it.
 */
export function copyStockFrom(source: string): string {
  return `UPDATE inventory_view v SET body = v.body || jsonb_build_object(
      'stock', s.stock,
      'stockVersion', s.stock_version,
      'updatedAt', to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    FROM ${source} s WHERE v.id = s.id`;
}
