import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CATALOG_EVENTS } from '@ela/contracts';
import { Outbox, asOneStatement, type Statement } from '@ela/service-kit';
import { InventoryViewsRepository } from './inventory-views.repository';
import { ProductListingsRepository } from './product-listings.repository';
import { inventoriesAndSiblingsMarks, markEdgeViews, markProductsOfCategory } from './edge-view-marks';

/**
 * Where every catalog write says what it changed, inside its transaction: the event goes to the
 * outbox (edge caches drop their answers on it), and the read model (inventories, product
 * listings) is brought up to date in the same commit, so a reader who missed the cache never finds
 * it behind the event.
 * Call it after the change, as the transaction's last word about that thing.
 */
@Injectable()
export class CatalogChanges {
  constructor(
    private readonly outbox: Outbox,
    private readonly views: InventoryViewsRepository,
    private readonly listings: ProductListingsRepository,
  ) {}

  async inventoryChanged(tx: EntityManager, id: string): Promise<void> {
    await this.inventoriesChanged(tx, [id]);
  }

  async inventoriesChanged(tx: EntityManager, ids: string[]): Promise<void> {
    await this.outbox.addAll(tx, CATALOG_EVENTS.inventoryChanged, eventsOf(ids));
    await this.views.project(tx, { ids });
  }

  /**
   * Reservations and their release move stock only: the events and the edge views to write again,
   * neither of which reads the stock, in one round trip; then `stockCopied`.
   */
  async stockMoving(tx: EntityManager, ids: string[]): Promise<void> {
    if (ids.length) await asOneStatement(tx, this.stockMovingStatements(ids));
  }

  /** `stockMoving` as statements for a reservation to run with its take: its hottest write. */
  stockMovingStatements(ids: string[]): Statement[] {
    const { statement } = this.outbox.adding(CATALOG_EVENTS.inventoryChanged, eventsOf(ids));
    return [inventoriesAndSiblingsMarks(ids), statement];
  }

  /** The inventories' view rows take their stock as it stands now in this transaction. */
  stockCopied(tx: EntityManager, ids: string[]): Promise<void> {
    return this.views.copyStock(tx, ids);
  }

  /** Its inventories carry its name, unit type and category, and live only while it does. */
  async productChanged(tx: EntityManager, id: string): Promise<void> {
    await this.outbox.add(tx, CATALOG_EVENTS.productChanged, { id });
    await markEdgeViews(tx, 'product', [id]);
    await this.views.project(tx, { productId: id });
    await this.listings.project(tx, { ids: [id] });
  }

  /**
   * Its live inventories changed under its lock without moving its summary: listings still filter
   * it by their stock, colours and designs. The inventories' own events drop the edge caches.
   */
  async productInventoriesMoved(tx: EntityManager, id: string): Promise<void> {
    await this.listings.project(tx, { ids: [id] });
  }

  async colorChanged(tx: EntityManager, id: string): Promise<void> {
    await this.outbox.add(tx, CATALOG_EVENTS.colorChanged, { id });
    await this.views.project(tx, { colorId: id });
  }

  async designChanged(tx: EntityManager, id: string): Promise<void> {
    await this.outbox.add(tx, CATALOG_EVENTS.designChanged, { id });
    await this.views.project(tx, { designId: id });
  }

  /** Inventories name their category by id only; products carry its name. */
  async categoryChanged(tx: EntityManager, id: string): Promise<void> {
    await this.outbox.add(tx, CATALOG_EVENTS.categoryChanged, { id });
    await markProductsOfCategory(tx, id);
    await this.listings.project(tx, { categoryId: id });
  }
}

/** One event an inventory. */
const eventsOf = (ids: string[]) => ids.map((id) => ({ id }));
