import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import type { Inventory, StockReservationState } from '@ela/contracts';
import { asOneStatement, type Statement } from '@ela/service-kit';
import { RESERVE_REFUSALS } from './reserve-stock.sql';

/** Why `reserve_stock` refused (`inventoryId`: the short line's). */
export type Refusal = { refused: 'released' | 'emptied' } | { refused: 'short'; inventoryId: string };

/** A line `reserve` held, with what it left and found. */
export type HeldLine = ReservedLine & { stock: number | null; inventory: Inventory | null };

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
   * Reserves the lines for the order with `reserve_stock` (see reserve-stock.sql.ts), the caller's
   * own statements (`alongside`: the move's events and edge-view marks) in the same statement. Out
   * of a transaction (no `tx`) it commits at once, so a hot inventory's row lock is never held over
   * a round trip to this process. Answers the lines held, with the stock each left and its
   * inventory as it was before (null for a reservation made before), or the refusal.
   */
  async reserve(
    orderId: string,
    lines: { inventoryId: string; quantity: number }[],
    o: { mayEmpty: boolean; alongside: Statement[]; tx?: EntityManager },
  ): Promise<HeldLine[] | Refusal> {
    const reserving: Statement = {
      sql: 'SELECT inventory_id, quantity, state, stock, body FROM reserve_stock($1, $2, $3, $4)',
      params: [orderId, lines.map((l) => l.inventoryId), lines.map((l) => l.quantity), o.mayEmpty],
    };
    try {
      const { rows } = await asOneStatement(o.tx ?? this.db.manager, [reserving, ...o.alongside]);
      return rows.map((r) => ({
        inventoryId: r.inventory_id as string,
        quantity: r.quantity as number,
        state: r.state as StockReservationState,
        stock: r.stock as number | null,
        inventory: r.body as Inventory | null,
      }));
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) return refused;
      throw error;
    }
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

function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof QueryFailedError)) return null;
  const { message, detail } = error.driverError as { message?: string; detail?: string };
  if (message === RESERVE_REFUSALS.released) return { refused: 'released' };
  if (message === RESERVE_REFUSALS.emptied) return { refused: 'emptied' };
  if (message === RESERVE_REFUSALS.short && detail) return { refused: 'short', inventoryId: detail };
  return null;
}
