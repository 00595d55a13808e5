import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CATALOG_EVENTS, type ReserveStockBody, type StockReservation } from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import { ProductSummaries } from '../products/product-summaries';
import { InventorySummaryRepository } from '../inventories/inventory-summary.repository';
import { StockErrors } from './stock-errors';
import { StockRepository } from './stock.repository';

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
    private readonly outbox: Outbox,
  ) {}

  /**
   * Every line or none; the same order again answers what it holds and changes nothing. One
   * order's reserve and release take turns, so a reservation that arrives after its order was
   * released (orders gave up waiting) is refused rather than held for ever.
   */
  reserve(body: ReserveStockBody): Promise<StockReservation> {
    return this.stock.transaction(async (tx) => {
      await this.stock.lockOrder(tx, body.orderId);
      if (await this.stock.wasReleased(tx, body.orderId)) throw StockErrors.orderReleased();
      const ids = body.lines.map((l) => l.inventoryId);
      const productOf = await this.stock.productsOf(tx, ids);
      const missing = body.lines.findIndex((l) => !productOf.has(l.inventoryId));
      if (missing >= 0) throw StockErrors.outOfStock(missing, body.lines[missing].inventoryId);
      await this.lockProducts(tx, [...productOf.values()]);
      const held = await this.stock.linesOf(tx, body.orderId);
      if (held.length > 0) return { orderId: body.orderId, lines: held };
      for (const [i, line] of body.lines.entries())
        if (!(await this.stock.take(tx, line.inventoryId, line.quantity)))
          throw StockErrors.outOfStock(i, line.inventoryId); // the transaction rolls every line back
      await this.stock.record(tx, body.orderId, body.lines);
      await this.afterChange(tx, ids, productOf);
      return { orderId: body.orderId, lines: await this.stock.linesOf(tx, body.orderId) };
    });
  }

  /** A cancelled or expired order's stock goes back on sale; only lines still held move. */
  async release(tx: EntityManager, orderId: string): Promise<void> {
    await this.stock.lockOrder(tx, orderId);
    const lines = await this.stock.linesOf(tx, orderId);
    if (lines.length === 0) return this.stock.markReleased(tx, orderId);
    const held = lines.filter((l) => l.state === 'reserved');
    if (held.length === 0) return;
    const ids = held.map((l) => l.inventoryId);
    const productOf = await this.stock.productsOf(tx, ids);
    await this.lockProducts(tx, [...productOf.values()]);
    for (const line of await this.stock.settle(tx, orderId, 'released'))
      await this.stock.give(tx, line.inventoryId, line.quantity);
    await this.afterChange(tx, ids, productOf);
  }

  /** A paid order's stock is sold for good: the lines stop being releasable. */
  async commit(tx: EntityManager, orderId: string): Promise<void> {
    await this.stock.settle(tx, orderId, 'committed');
  }

  private async lockProducts(tx: EntityManager, productIds: string[]): Promise<void> {
    for (const id of [...new Set(productIds)].sort()) await this.products.lock(tx, id);
  }

  private async afterChange(tx: EntityManager, inventoryIds: string[], productOf: Map<string, string>) {
    for (const productId of [...new Set(productOf.values())].sort()) {
      const product = await this.products.lock(tx, productId);
      if (product) await this.products.store(tx, product, await this.summary.summaryOf(tx, productId));
    }
    for (const id of inventoryIds) await this.outbox.add(tx, CATALOG_EVENTS.inventoryChanged, { id });
  }
}
