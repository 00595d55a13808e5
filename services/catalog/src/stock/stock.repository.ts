import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { StockReservationState } from '@ela/contracts';
import { asOneStatement, type Statement } from '@ela/service-kit';
import { copyStockFrom } from '../read-model/inventory-views.repository';

export interface ReservedLine {
  inventoryId: string;
  quantity: number;
  state: StockReservationState;
}

/** The SQL of stock held for orders; every statement runs in the caller's transaction. */
@Injectable()
export class StockRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Reserving and releasing one order take turns, until `tx` ends. */
  async lockOrder(tx: EntityManager, orderId: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [orderId]);
  }

  /** Marks an order released before anything was held for it. */
  async markReleased(tx: EntityManager, orderId: string): Promise<void> {
    await tx.query('INSERT INTO released_order (order_id) VALUES ($1) ON CONFLICT DO NOTHING', [orderId]);
  }

  /**
   * What became of an earlier reservation of this order: `released` when it was called off
   * before anything was held, the lines it holds, or null when there was none. One round trip.
   */
  async earlierOutcome(tx: EntityManager, orderId: string): Promise<'released' | ReservedLine[] | null> {
    const rows: { inventory_id: string | null; quantity: number; state: StockReservationState }[] =
      await tx.query(
        `SELECT NULL::uuid AS inventory_id, 0 AS quantity, NULL AS state FROM released_order WHERE order_id = $1
         UNION ALL
         (SELECT inventory_id, quantity, state FROM stock_reservation WHERE order_id = $1 ORDER BY inventory_id)`,
        [orderId],
      );
    if (rows.length === 0) return null;
    if (rows[0].inventory_id === null) return 'released';
    return rows.map((r) => ({ inventoryId: r.inventory_id!, quantity: r.quantity, state: r.state }));
  }

  /** The products of these inventories (deleted or not), so their locks can be taken in order. */
  async productsOf(tx: EntityManager, inventoryIds: string[]): Promise<Map<string, string>> {
    const rows: { id: string; product_id: string }[] = await tx.query(
      'SELECT id, product_id FROM inventory WHERE id = ANY($1::uuid[])',
      [inventoryIds],
    );
    return new Map(rows.map((r) => [r.id, r.product_id]));
  }

  async linesOf(tx: EntityManager, orderId: string): Promise<ReservedLine[]> {
    const rows: { inventory_id: string; quantity: number; state: StockReservationState }[] = await tx.query(
      'SELECT inventory_id, quantity, state FROM stock_reservation WHERE order_id = $1 ORDER BY inventory_id',
      [orderId],
    );
    return rows.map((r) => ({ inventoryId: r.inventory_id, quantity: r.quantity, state: r.state }));
  }

  /**
   * Takes every line's stock only where there is enough (the condition, not a read before it,
   * decides), records the order's hold of what was taken and copies the new stock into the read
   * model, in one statement with the caller's own (`alongside`: the events and edge-view marks
   * of the move): a hot inventory's row stays locked for this statement and the commit only.
   * Rows are locked in inventory id order, as every reservation takes them. Answers the steps
   * left by inventory; a line missing there was short (or its inventory is gone), and the caller
   * then rolls the whole transaction back.
   */
  async take(
    tx: EntityManager,
    orderId: string,
    lines: { inventoryId: string; quantity: number }[],
    alongside: Statement[],
  ): Promise<Map<string, number>> {
    const taking: Statement = {
      with: `asked AS (
         SELECT inventory_id, quantity FROM unnest($2::uuid[], $3::int[]) AS line (inventory_id, quantity)
       ), locked AS MATERIALIZED (
         SELECT i.id, asked.quantity FROM inventory i JOIN asked ON asked.inventory_id = i.id
         WHERE i.deleted_at IS NULL AND i.stock >= asked.quantity
         ORDER BY i.id FOR UPDATE OF i
       ), taken AS (
         UPDATE inventory i SET stock = i.stock - locked.quantity, stock_version = i.stock_version + 1,
           updated_at = now()
         FROM locked WHERE i.id = locked.id
         RETURNING i.id, i.stock, i.stock_version, i.updated_at, locked.quantity
       ), held AS (
         INSERT INTO stock_reservation (order_id, inventory_id, quantity) SELECT $1, id, quantity FROM taken
       ), copied AS (${copyStockFrom('taken')})`,
      sql: 'SELECT id, stock FROM taken',
      params: [orderId, lines.map((l) => l.inventoryId), lines.map((l) => l.quantity)],
    };
    const { rows } = await asOneStatement(tx, [taking, ...alongside]);
    return new Map(rows.map((r) => [r.id as string, r.stock as number]));
  }

  async give(tx: EntityManager, inventoryId: string, quantity: number): Promise<void> {
    await tx.query(
      'UPDATE inventory SET stock = stock + $2, stock_version = stock_version + 1, updated_at = now() WHERE id = $1',
      [inventoryId, quantity],
    );
  }

  /** Moves the order's held lines to `state`; only lines still reserved move, so a repeat does nothing. */
  async settle(
    tx: EntityManager,
    orderId: string,
    state: 'released' | 'committed',
  ): Promise<{ inventoryId: string; quantity: number }[]> {
    // Releasing takes sold lines back too: a paid order that is cancelled returns its stock.
    const from = state === 'released' ? ['reserved', 'committed'] : ['reserved'];
    const [rows] = await tx.query<[{ inventory_id: string; quantity: number }[], number]>(
      `UPDATE stock_reservation SET state = $2, updated_at = now()
       WHERE order_id = $1 AND state = ANY($3::text[]) RETURNING inventory_id, quantity`,
      [orderId, state, from],
    );
    return rows.map((r) => ({ inventoryId: r.inventory_id, quantity: r.quantity }));
  }
}
