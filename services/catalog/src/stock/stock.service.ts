import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ReserveStockBody, type StockReservation } from '@ela/contracts';
import { ProductSummaries } from '../products/product-summaries';
import { InventorySummaryRepository } from '../inventories/inventory-summary.repository';
import { StockErrors } from './stock-errors';
import { StockRepository, type HeldLine } from './stock.repository';
import { CatalogChanges } from '../read-model/catalog-changes';

/**
 * Stock held for orders. Every change locks the products involved in id order (as every
 * inventory write locks its product), so two reservations never wait on each other in a
 * circle, and each product's summary is refreshed under its lock with an event for edge caches.
 */
@Injectable()
export class StockService {
  constructor(
    private readonly stock: StockRepository,
    private readonly products: ProductSummaries,
    private readonly summary: InventorySummaryRepository,
    private readonly changes: CatalogChanges,
  ) {}

  /**
   * Every line or none; the same order again answers what it holds and changes nothing. One
   * order's reserve and release take turns, so a reservation that arrives after its order was
   * released (orders gave up waiting) is refused rather than held for ever.
   *
   * A product's summary changes with stock only when an inventory runs out (a card opens one in
   * stock first), so most reservations need no product lock: the conditional updates alone
   * decide, and buyers of one product do not queue behind each other. A reservation is one
   * statement that commits as it ends (`reserve_stock`, see reserve-stock.sql.ts), so a hot
   * inventory's row lock is never held over a round trip. One that empties an inventory is
   * refused and made again in a transaction with the products locked first, in the order every
   * inventory write takes them, so the summary is refreshed without a deadlock.
   */
  async reserve({ orderId, lines: asked }: ReserveStockBody): Promise<StockReservation> {
    // In inventory id order, so two reservations take the inventories' row locks alike.
    const lines = [...asked].sort((a, b) => (a.inventoryId < b.inventoryId ? -1 : 1));
    const ids = lines.map((l) => l.inventoryId);
    // The move's events and marks ride in the reservation's statement (on a repeat too, where they
    // only make edge caches read again what did not change).
    const alongside = this.changes.stockMovingStatements(ids);
    let held = await this.stock.reserve(orderId, lines, { mayEmpty: false, alongside });
    if ('refused' in held && held.refused === 'emptied')
      held = await this.stock.transaction(async (tx) => {
        // The order's turn first, then its products, as a release takes them.
        await this.stock.lockOrder(tx, orderId);
        const productOf = await this.stock.productsOf(tx, ids);
        await this.lockProducts(tx, [...productOf.values()]);
        const again = await this.stock.reserve(orderId, lines, { mayEmpty: true, alongside, tx });
        if (!('refused' in again)) {
          const emptied = again.filter((l) => l.stock === 0).map((l) => productOf.get(l.inventoryId)!);
          await this.refreshSummaries(tx, emptied);
        }
        return again;
      });
    if (!('refused' in held)) return answerOf(orderId, held);
    const refusal = held;
    if (refusal.refused === 'short') {
      const index = asked.findIndex((l) => l.inventoryId === refusal.inventoryId);
      throw StockErrors.outOfStock(index, refusal.inventoryId);
    }
    throw StockErrors.orderReleased();
  }

  /**
   * A cancelled or expired order's stock goes back on sale, sold lines included (a paid order that
   * is cancelled returns its goods); lines released before do not move again.
   */
  async release(tx: EntityManager, orderId: string): Promise<void> {
    await this.stock.lockOrder(tx, orderId);
    const lines = await this.stock.linesOf(tx, orderId);
    if (lines.length === 0) return this.stock.markReleased(tx, orderId);
    const held = lines.filter((l) => l.state !== 'released');
    if (held.length === 0) return;
    const ids = held.map((l) => l.inventoryId);
    const productOf = await this.stock.productsOf(tx, ids);
    await this.lockProducts(tx, [...productOf.values()]);
    // Stock is on every product page, so edge caches must drop the inventories that move.
    await this.changes.stockMoving(tx, ids);
    for (const line of await this.stock.settle(tx, orderId, 'released'))
      await this.stock.give(tx, line.inventoryId, line.quantity);
    await this.changes.stockCopied(tx, ids);
    await this.refreshSummaries(tx, [...productOf.values()]);
  }

  /** A paid order's stock is sold for good: the lines stop being releasable. */
  async commit(tx: EntityManager, orderId: string): Promise<void> {
    await this.stock.settle(tx, orderId, 'committed');
  }

  private async lockProducts(tx: EntityManager, productIds: string[]): Promise<void> {
    for (const id of [...new Set(productIds)].sort()) await this.products.lock(tx, id);
  }

  private async refreshSummaries(tx: EntityManager, productIds: string[]): Promise<void> {
    for (const productId of [...new Set(productIds)].sort()) {
      const product = await this.products.lock(tx, productId);
      if (product) await this.products.store(tx, product, await this.summary.summaryOf(tx, productId));
    }
  }
}

/** The reservation, with its inventories as it found them when it took their stock just now. */
function answerOf(orderId: string, held: HeldLine[]): StockReservation {
  const lines = held.map(({ inventoryId, quantity, state }) => ({ inventoryId, quantity, state }));
  const inventories = held.flatMap((l) => (l.inventory ? [l.inventory] : []));
  return { orderId, lines, ...(inventories.length === held.length && { inventories }) };
}
