import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductsRepository } from './products.repository';
import type { ProductEntity } from './product.entity';
import type { ProductSummary } from './product-summary';
import { CatalogChanges } from '../read-model/catalog-changes';

/**
 * What the inventories need of products, and no more: the product a write is for, locked,
 * and a place to keep the summary of its inventories.
 */
@Injectable()
export class ProductSummaries {
  constructor(
    private readonly products: ProductsRepository,
    private readonly changes: CatalogChanges,
  ) {}

  /**
   * The product, deleted or not, locked until `tx` ends. Every inventory write takes this lock
   * first, so writes to one product's inventories run one after another and the summary each
   * works out at its end sees every write committed before it.
   */
  lock(tx: EntityManager, productId: string): Promise<ProductEntity | null> {
    return this.products.lock(tx, productId);
  }

  /**
   * Keeps a locked product's summary; shoppers see it in every listing, so a change is an event.
   * Called whenever its inventories changed under its lock (stock running out or coming back
   * included), which listings also filter it by.
   */
  async store(tx: EntityManager, product: ProductEntity, summary: ProductSummary): Promise<void> {
    if (!product.applySummary(summary)) return this.changes.productInventoriesMoved(tx, product.id);
    await this.products.saveSummary(tx, product);
    await this.changes.productChanged(tx, product.id);
  }
}
