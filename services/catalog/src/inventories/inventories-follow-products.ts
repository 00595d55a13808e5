import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductDependents, type ProductDependent } from '../products/product-dependents';
import { ProductSummaries } from '../products/product-summaries';
import type { ProductEntity } from '../products/product.entity';
import { InventoriesRepository } from './inventories.repository';
import { InventorySummaryRepository } from './inventory-summary.repository';
import type { InventoryEntity } from './inventory.entity';
import { CatalogChanges } from '../read-model/catalog-changes';

/** A product's inventories take its new name, and go to the recycle bin and come back with it. */
@Injectable()
export class InventoriesFollowProducts implements ProductDependent, OnModuleInit {
  constructor(
    private readonly inventories: InventoriesRepository,
    private readonly summary: InventorySummaryRepository,
    private readonly products: ProductSummaries,
    private readonly dependents: ProductDependents,
    private readonly changes: CatalogChanges,
  ) {}

  onModuleInit(): void {
    this.dependents.register(this);
  }

  async productRenamed(tx: EntityManager, product: ProductEntity): Promise<void> {
    const rows = await this.inventories.allRowsOf(tx, product.id);
    for (const row of rows) row.refreshSearchText(product.name);
    await this.save(tx, rows);
  }

  async productRemoved(tx: EntityManager, product: ProductEntity, at: Date): Promise<void> {
    const rows = await this.inventories.liveRowsOf(tx, product.id);
    for (const row of rows) row.moveToRecycleBin(at);
    await this.save(tx, rows);
  }

  /** A name taken while they were away keeps the whole product in the bin (409). */
  async productRestored(tx: EntityManager, product: ProductEntity, removedAt: Date): Promise<void> {
    const rows = await this.inventories.rowsRemovedWith(tx, product.id, removedAt);
    for (const row of rows) row.restore();
    await this.save(tx, rows);
    await this.products.store(tx, product, await this.summary.summaryOf(tx, product.id));
  }

  private async save(tx: EntityManager, rows: InventoryEntity[]): Promise<void> {
    await this.inventories.saveAll(tx, rows);
    await this.changes.inventoriesChanged(
      tx,
      rows.map((row) => row.id),
    );
  }
}
