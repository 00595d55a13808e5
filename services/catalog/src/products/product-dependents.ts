import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ProductEntity } from './product.entity';

/** Rows that belong to a product and follow it, in the same transaction as its own change. */
export interface ProductDependent {
  /** The product has a new name; rows that show or are searched by it take it. */
  productRenamed(tx: EntityManager, product: ProductEntity): Promise<void>;
  /** The product went to the recycle bin at `at`; its live rows go with it. */
  productRemoved(tx: EntityManager, product: ProductEntity, at: Date): Promise<void>;
  /** The product came back; exactly the rows that went with it at `removedAt` come back too. */
  productRestored(tx: EntityManager, product: ProductEntity, removedAt: Date): Promise<void>;
}

/**
 * Where the modules owning such rows (inventories) sign up when they start. They import
 * products, so products cannot import them back; this keeps the dependency one way without
 * a forward reference, and the whole change in one transaction.
 */
@Injectable()
export class ProductDependents {
  private readonly dependents: ProductDependent[] = [];

  register(dependent: ProductDependent): void {
    this.dependents.push(dependent);
  }

  async renamed(tx: EntityManager, product: ProductEntity): Promise<void> {
    for (const dependent of this.dependents) await dependent.productRenamed(tx, product);
  }

  async removed(tx: EntityManager, product: ProductEntity, at: Date): Promise<void> {
    for (const dependent of this.dependents) await dependent.productRemoved(tx, product, at);
  }

  async restored(tx: EntityManager, product: ProductEntity, removedAt: Date): Promise<void> {
    for (const dependent of this.dependents) await dependent.productRestored(tx, product, removedAt);
  }
}
