import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ReserveStockBody, type StockReservation } from '@ela/contracts';
import { ProductSummaries } from '../products/product-summaries';
import { InventorySummaryRepository } from '../inventories/inventory-summary.repository';
import { StockErrors } from './stock-errors';
import { StockRepository } from './stock.repository';
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
   * decide, and buyers of one product do not queue behind each other. A reservation that
   * empties an inventory is rolled back and made again with the products locked first, in the
   * order every inventory write takes them, so the summary is refreshed without a deadlock.
   */
  async reserve(body: ReserveStockBody): Promise<StockReservation> {
    try {
      return await this.stock.transaction((tx) => this.reserveIn(tx, body, false));
    } catch (error) {
      if (!(error instanceof SummaryChanges)) throw error;
      return this.stock.transaction((tx) => this.reserveIn(tx, body, true));
    }
  }

  private async reserveIn(
    tx: EntityManager,
    { orderId, lines: asked }: ReserveStockBody,
    lockProducts: boolean,
  ): Promise<StockReservation> {
    // In inventory id order, so two reservations take the inventories' row locks alike.
    const lines = [...asked].sort((a, b) => (a.inventoryId < b.inventoryId ? -1 : 1));
    await this.stock.lockOrder(tx, orderId);
    const earlier = await this.stock.earlierOutcome(tx, orderId);
    if (earlier === 'released') throw StockErrors.orderReleased();
    if (earlier) return { orderId, lines: earlier };
    const ids = lines.map((l) => l.inventoryId);
    const productOf = lockProducts ? await this.stock.productsOf(tx, ids) : null;
    if (productOf) await this.lockProducts(tx, [...productOf.values()]);
    // The move's events and marks ride in the take's statement: from the take on, every order for
    // these inventories waits on their row locks until this commits (a refusal rolls it all back).
    const left = await this.stock.take(tx, orderId, lines, this.changes.stockMovingStatements(ids));
    // A line not taken was short, or its inventory is gone: the transaction rolls every line back.
    const short = lines.find((line) => !left.has(line.inventoryId));
    if (short) throw StockErrors.outOfStock(asked.indexOf(short), short.inventoryId);
    const emptied = ids.filter((id) => left.get(id) === 0);
    if (emptied.length > 0 && !productOf) throw new SummaryChanges();
    if (productOf)
      await this.refreshSummaries(
        tx,
        emptied.map((id) => productOf.get(id)!),
      );
    return { orderId, lines: lines.map((l) => ({ ...l, state: 'reserved' as const })) };
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

/** A reservation emptied an inventory without the product locks its summary needs. */
class SummaryChanges extends Error {}
