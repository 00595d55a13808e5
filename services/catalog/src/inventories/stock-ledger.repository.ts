import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StockNow } from './stock-change';

/**
 * Admins' stock moves: each one changes `inventory.stock`, counts a new stock version and appends
 * its row to `stock_ledger` (never changed or removed), in the caller's transaction.
 */
@Injectable()
export class StockLedgerRepository {
  /** The stock as created, the ledger's first row. */
  async open(tx: EntityManager, inventoryId: string, stock: number, adminId: string): Promise<void> {
    await tx.query('INSERT INTO stock_ledger (inventory_id, delta, admin_id) VALUES ($1, $2, $3)', [
      inventoryId,
      stock,
      adminId,
    ]);
  }

  /** What the inventory holds now; its row stays locked until `tx` ends, so reservations wait. */
  async lock(tx: EntityManager, inventoryId: string): Promise<StockNow | null> {
    const [row]: { stock: number; stock_version: number }[] = await tx.query(
      'SELECT stock, stock_version FROM inventory WHERE id = $1 FOR UPDATE',
      [inventoryId],
    );
    return row ? { stock: row.stock, version: row.stock_version } : null;
  }

  /** Adds `delta` steps (call under `lock`); the column's CHECK keeps stock at zero or above. */
  async move(tx: EntityManager, inventoryId: string, delta: number, adminId: string): Promise<void> {
    await tx.query(
      `UPDATE inventory SET stock = stock + $2, stock_version = stock_version + 1, updated_at = now()
       WHERE id = $1`,
      [inventoryId, delta],
    );
    await tx.query('INSERT INTO stock_ledger (inventory_id, delta, admin_id) VALUES ($1, $2, $3)', [
      inventoryId,
      delta,
      adminId,
    ]);
  }
}
