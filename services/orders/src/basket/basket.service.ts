import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BasketLineInput, CreateBasketBody, Inventory, PricedBasket } from '@ela/contracts';
import { CatalogInventories } from '../catalog/catalog-inventories';
import { BasketEntity } from './basket.entity';
import { BasketRepository } from './basket.repository';
import { BasketErrors } from './basket-errors';
import { priceLines } from './basket-pricing';

/** The caller's open basket, kept here and priced from the catalog each time it is read. */
@Injectable()
export class BasketService {
  constructor(
    private readonly baskets: BasketRepository,
    private readonly catalog: CatalogInventories,
  ) {}

  async open(customerId: string): Promise<PricedBasket> {
    const basket = await this.baskets.findOpen(customerId);
    if (!basket) return { id: null, ...priceLines([], new Map()), updatedAt: null };
    return this.priced(basket, await this.catalog.byIds(basket.lines.map((l) => l.inventoryId)));
  }

  /**
   * Replaces or merges the lines. Every inventory the caller adds must be live in the catalog
   * now; lines already in the basket may stay even if theirs has gone since (they are shown as
   * deleted), so a basket with a deleted line can still be edited.
   */
  async replace(customerId: string, body: CreateBasketBody): Promise<PricedBasket> {
    const found = await this.catalog.byIds(body.lines.map((l) => l.inventoryId));
    const basket = await this.baskets.transaction(async (tx) => {
      const basket = await this.baskets.lockOpen(tx, customerId);
      const had = new Set(basket.lines.map((l) => l.inventoryId));
      const missing = body.lines.flatMap((l, i) =>
        found.has(l.inventoryId) || had.has(l.inventoryId) ? [] : [`body.lines.${i}.inventoryId`],
      );
      if (missing.length) throw BasketErrors.unknownInventories(missing);
      if (body.mode === 'merge') basket.merge(body.lines);
      else basket.replace(body.lines);
      await this.baskets.storeLines(tx, basket);
      return basket;
    });
    const unread = basket.lines.map((l) => l.inventoryId).filter((id) => !found.has(id));
    for (const [id, inventory] of unread.length ? await this.catalog.byIds(unread) : [])
      found.set(id, inventory);
    return this.priced(basket, found);
  }

  /** The lines of the caller's open basket (empty when there is none), for a discount or shipping. */
  async linesOf(customerId: string): Promise<BasketLineInput[]> {
    return (await this.baskets.findOpen(customerId))?.lines ?? [];
  }

  /** Any lines priced now, as a basket would be. */
  async price(lines: readonly BasketLineInput[]): Promise<ReturnType<typeof priceLines>> {
    return priceLines(lines, await this.catalog.byIds(lines.map((l) => l.inventoryId)));
  }

  /**
   * Closes the basket an order is being placed from, in the order's transaction, so a placed
   * order and a still-open basket never both hold the lines. Refused when the basket's lines
   * are no longer the ones priced for the order.
   */
  async closeForOrder(tx: EntityManager, basket: PricedBasket): Promise<boolean> {
    const lines = basket.lines.map((l) => ({ inventoryId: l.inventoryId, quantity: l.quantity }));
    return basket.id !== null && this.baskets.markOrdered(tx, basket.id, lines);
  }

  private priced(basket: BasketEntity, inventories: ReadonlyMap<string, Inventory>): PricedBasket {
    return {
      id: basket.id,
      ...priceLines(basket.lines, inventories),
      updatedAt: basket.updatedAt.toISOString(),
    };
  }
}
