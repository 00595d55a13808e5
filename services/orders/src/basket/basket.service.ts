import { Injectable } from '@nestjs/common';
import type { BasketLineInput, CreateBasketBody, PricedBasket } from '@ela/contracts';
import { CatalogInventories } from '../catalog/catalog-inventories';
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
    const priced = await this.price(basket.lines);
    return { id: basket.id, ...priced, updatedAt: basket.updatedAt.toISOString() };
  }

  /**
   * Replaces or merges the lines. Every inventory named must be live in the catalog now;
   * lines already in the basket stay even if theirs has gone since (they are shown as deleted).
   */
  async replace(customerId: string, body: CreateBasketBody): Promise<PricedBasket> {
    await this.assertLive(body.lines);
    await this.baskets.transaction(async (tx) => {
      const basket = await this.baskets.lockOpen(tx, customerId);
      if (body.mode === 'merge') basket.merge(body.lines);
      else basket.replace(body.lines);
      await this.baskets.save(tx, basket);
    });
    return this.open(customerId);
  }

  /** The lines of the caller's open basket (empty when there is none), for a discount or shipping. */
  async linesOf(customerId: string): Promise<BasketLineInput[]> {
    return (await this.baskets.findOpen(customerId))?.lines ?? [];
  }

  /** Any lines priced now, as a basket would be. */
  async price(lines: readonly BasketLineInput[]): Promise<ReturnType<typeof priceLines>> {
    return priceLines(lines, await this.catalog.byIds(lines.map((l) => l.inventoryId)));
  }

  private async assertLive(lines: readonly BasketLineInput[]): Promise<void> {
    if (lines.length === 0) return;
    const found = await this.catalog.byIds(lines.map((l) => l.inventoryId));
    const missing = lines.flatMap((l, i) =>
      found.has(l.inventoryId) ? [] : [`body.lines.${i}.inventoryId`],
    );
    if (missing.length) throw BasketErrors.unknownInventories(missing);
  }
}
