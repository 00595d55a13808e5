import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  priceLines,
  type BasketLineInput,
  type BasketTrim,
  type CreateBasketBody,
  type Inventory,
  type PricedBasket,
  type SavedBasket,
} from '@ela/contracts';
import { Idempotency, type Statement } from '@ela/service-kit';
import { CatalogClient } from '../catalog/catalog.client';
import { BasketEntity } from './basket.entity';
import { BasketRepository } from './basket.repository';
import { BasketErrors } from './basket-errors';

/** The action an `Idempotency-Key` on POST /basket/create names. */
const SAVE_SCOPE = 'basket.save';

/** The caller's open basket, kept here and priced from the catalog each time it is read. */
@Injectable()
export class BasketService {
  constructor(
    private readonly baskets: BasketRepository,
    private readonly catalog: CatalogClient,
    private readonly idempotency: Idempotency,
  ) {}

  async open(customerId: string): Promise<PricedBasket> {
    const basket = await this.baskets.findOpen(customerId);
    if (!basket) return { id: null, ...priceLines([], new Map()), updatedAt: null };
    return this.pricedWith(basket);
  }

  /**
   * The caller's open basket as kept, not priced (null when there is none), read in the same
   * statement as a change of the caller's (`alongside`).
   */
  storedWith(customerId: string, alongside: Statement): Promise<BasketEntity | null> {
    return this.baskets.findOpenWith(customerId, alongside);
  }

  /** The basket priced from these inventories, or from the catalog now when they are not given. */
  async pricedWith(basket: BasketEntity, inventories?: readonly Inventory[]): Promise<PricedBasket> {
    const found = inventories
      ? new Map(inventories.map((i) => [i.id, i]))
      : await this.catalog.inventoriesByIds(basket.lines.map((l) => l.inventoryId));
    return this.priced(basket, found);
  }

  /**
   * Replaces or merges the lines, once per `Idempotency-Key`: a repeat of the key answers the
   * first answer, kept with the change, and changes nothing again. The answer is priced inside
   * the transaction for that reason, from inventories as the catalog answered them lately (see
   * `CatalogClient.inventoriesKept`); a read of the basket asks the catalog now.
   */
  async save(
    customerId: string,
    body: CreateBasketBody,
    idempotencyKey: string | null,
  ): Promise<SavedBasket> {
    // Asked before the transaction opens, so no connection sits idle in it over a network call.
    const found = await this.catalog.inventoriesKept(body.lines.map((l) => l.inventoryId));
    // A replace of lines the catalog has does not depend on what the basket held: one statement.
    if (body.mode === 'replace' && !idempotencyKey && body.lines.every((l) => found.has(l.inventoryId))) {
      const basket = this.baskets.create(customerId);
      basket.replace(body.lines);
      await this.baskets.storeOpen(basket);
      return this.priced(basket, found);
    }
    return this.baskets.transaction((tx) =>
      this.idempotency.once(
        tx,
        { caller: customerId, scope: SAVE_SCOPE, key: idempotencyKey, request: body },
        () => this.apply(tx, customerId, body, found),
      ),
    );
  }

  /**
   * A replace takes only inventories live in the catalog now, else it is refused naming the
   * lines; a merge takes what fits and answers what it left out. Lines already in the basket may
   * stay even if theirs has gone since (they are shown as deleted), so a basket with a deleted
   * line can still be edited. `found` holds the body's inventories as the catalog has them; a merge
   * that keeps lines of the basket's own asks for theirs too, the one call made in the transaction.
   */
  private async apply(
    tx: EntityManager,
    customerId: string,
    body: CreateBasketBody,
    found: Map<string, Inventory>,
  ): Promise<SavedBasket> {
    const basket = await this.baskets.lockOpen(tx, customerId);
    let trimmed: BasketTrim | undefined;
    if (body.mode === 'merge') {
      trimmed = basket.merge(body.lines, (id) => found.has(id));
    } else {
      const had = new Set(basket.lines.map((l) => l.inventoryId));
      const missing = body.lines.flatMap((l, i) =>
        found.has(l.inventoryId) || had.has(l.inventoryId) ? [] : [`body.lines.${i}.inventoryId`],
      );
      if (missing.length) throw BasketErrors.unknownInventories(missing);
      basket.replace(body.lines);
    }
    await this.baskets.storeLines(tx, basket);
    const unread = basket.lines.map((l) => l.inventoryId).filter((id) => !found.has(id));
    for (const [id, inventory] of unread.length ? await this.catalog.inventoriesKept(unread) : [])
      found.set(id, inventory);
    return { ...this.priced(basket, found), ...(trimmed && { trimmed }) };
  }

  /** The lines of the caller's open basket (empty when there is none), for a discount or shipping. */
  async linesOf(customerId: string): Promise<BasketLineInput[]> {
    return (await this.baskets.findOpen(customerId))?.lines ?? [];
  }

  /** Any lines priced now, as a basket would be. */
  async price(lines: readonly BasketLineInput[]): Promise<ReturnType<typeof priceLines>> {
    return priceLines(lines, await this.catalog.inventoriesByIds(lines.map((l) => l.inventoryId)));
  }

  /**
   * Closes the basket an order is being placed from, in the order's transaction, so a placed
   * order and a still-open basket never both hold the lines. Refused when the basket's lines
   * are no longer the ones priced for the order.
   */
  async closeForOrder(tx: EntityManager, basket: PricedBasket): Promise<boolean> {
    return basket.id !== null && this.baskets.markOrdered(tx, basket.id, linesOf(basket));
  }

  /** `closeForOrder` as a statement to run with the order's insert: one row when it closed it. */
  closing(basket: PricedBasket): Statement {
    if (basket.id === null) throw new Error('a basket with lines has a row');
    return this.baskets.ordering(basket.id, linesOf(basket));
  }

  private priced(basket: BasketEntity, inventories: ReadonlyMap<string, Inventory>): PricedBasket {
    return {
      id: basket.id,
      ...priceLines(basket.lines, inventories),
      updatedAt: basket.updatedAt.toISOString(),
    };
  }
}

/** The lines as the basket row holds them, to tell whether it changed since it was priced. */
const linesOf = (basket: PricedBasket) =>
  basket.lines.map((l) => ({ inventoryId: l.inventoryId, quantity: l.quantity }));
