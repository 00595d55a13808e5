import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type CreateInventoryBody, type Inventory, type UpdateInventoryBody } from '@ela/contracts';
import type { ServiceError } from '@ela/service-kit';
import { ProductSummaries } from '../products/product-summaries';
import type { ProductEntity } from '../products/product.entity';
import { InventoryErrors } from './inventory-errors';
import { ProductErrors } from '../products/product-errors';
import { InventoriesRepository } from './inventories.repository';
import { InventorySummaryRepository } from './inventory-summary.repository';
import { InventoriesService } from './inventories.service';
import { InventoryEntity } from './inventory.entity';
import { CatalogChanges } from '../read-model/catalog-changes';
import { StockLedgerRepository } from './stock-ledger.repository';
import { stockChangeOf, stockDeltaOf, type StockChange } from './stock-change';

const notFound = InventoryErrors.notFound;

/** Changing inventories; each change, its product's summary and its event commit together. */
@Injectable()
export class InventoryWritesService {
  constructor(
    private readonly inventories: InventoriesRepository,
    private readonly summary: InventorySummaryRepository,
    private readonly reads: InventoriesService,
    private readonly products: ProductSummaries,
    private readonly changes: CatalogChanges,
    private readonly ledger: StockLedgerRepository,
  ) {}

  /** The stock it is created with is the first row of its stock ledger, in the admin's name. */
  async create(body: CreateInventoryBody, adminId: string): Promise<Inventory> {
    const id = await this.write(body.productId, ProductErrors.notFound, async (tx, product) => {
      if (product.deletedAt) throw ProductErrors.notFound();
      const productNumber = body.productNumber ?? (await this.inventories.nextProductNumber(tx));
      const inventory = InventoryEntity.create({ ...body, productNumber }, product.name);
      const { id: created } = await this.inventories.save(tx, inventory);
      await this.ledger.open(tx, created, inventory.stock, adminId);
      return created;
    });
    return this.reads.findOne(id);
  }

  update(id: string, body: UpdateInventoryBody, adminId: string): Promise<Inventory> {
    const stock = stockChangeOf(body);
    return this.change(id, async (inventory, product, tx) => {
      if (stock) await this.moveStock(tx, id, stock, adminId);
      if (body.name !== undefined) inventory.rename(body.name, product.name);
      if (body.price !== undefined || body.salePrice !== undefined) {
        const salePrice = body.salePrice === undefined ? inventory.salePrice : body.salePrice;
        inventory.reprice(body.price ?? inventory.price, salePrice);
      }
      if (body.colorId !== undefined) inventory.recolor(body.colorId);
      if (body.designId !== undefined) inventory.redesign(body.designId);
      if (body.imageOrder) inventory.reorderImages(body.imageOrder);
    });
  }

  addImage(id: string, key: string): Promise<Inventory> {
    return this.change(id, (inventory) => inventory.addImage(key));
  }

  removeImage(id: string, key: string): Promise<Inventory> {
    return this.change(id, (inventory) => inventory.removeImage(key));
  }

  /** The inventory must belong to the product the path names. */
  async remove(productId: string, inventoryId: string): Promise<{ deleted: true }> {
    await this.write(productId, notFound, async (tx, product) => {
      const inventory = await this.inventories.rowIn(tx, inventoryId);
      if (!inventory || inventory.deletedAt || inventory.productId !== productId || product.deletedAt)
        throw notFound();
      inventory.moveToRecycleBin(new Date());
      await this.inventories.save(tx, inventory);
      return inventoryId;
    });
    return { deleted: true };
  }

  /** Back from the recycle bin, unless its product is still there or its name was taken meanwhile. */
  async restore(id: string): Promise<Inventory> {
    const deleted = await this.inventories.findAny(id);
    if (!deleted?.deletedAt) throw notFound();
    await this.write(deleted.productId, notFound, async (tx, product) => {
      const inventory = await this.inventories.rowIn(tx, id);
      if (!inventory?.deletedAt) throw notFound();
      if (product.deletedAt) throw ProductErrors.deleted();
      inventory.restore();
      await this.inventories.save(tx, inventory);
      return id;
    });
    return this.reads.findOne(id);
  }

  /** A stale version refuses the whole write: the admin reloads before anything is saved. */
  private async moveStock(tx: EntityManager, id: string, change: StockChange, adminId: string) {
    const now = await this.ledger.lock(tx, id);
    if (!now) throw notFound();
    const delta = stockDeltaOf(change, now);
    if (delta !== 0) await this.ledger.move(tx, id, delta, adminId);
  }

  /** Changes one live inventory of a live product, read again under its product's lock. */
  private async change(
    id: string,
    apply: (inventory: InventoryEntity, product: ProductEntity, tx: EntityManager) => void | Promise<void>,
  ) {
    const current = await this.inventories.findLive(id);
    if (!current) throw notFound();
    await this.write(current.productId, notFound, async (tx, product) => {
      const inventory = await this.inventories.rowIn(tx, id);
      if (!inventory || inventory.deletedAt || product.deletedAt) throw notFound();
      await apply(inventory, product, tx);
      await this.inventories.save(tx, inventory);
      return id;
    });
    return this.reads.findOne(id);
  }

  /**
   * Every inventory write locks its product first and refreshes the product's summary at its
   * end, in one transaction with its event: writes to one product's inventories take turns,
   * so the summary each leaves is true when it commits. `work` answers the inventory's id.
   */
  private write(
    productId: string,
    missing: () => ServiceError,
    work: (tx: EntityManager, product: ProductEntity) => Promise<string>,
  ): Promise<string> {
    return this.inventories.transaction(async (tx) => {
      const product = await this.products.lock(tx, productId);
      if (!product) throw missing();
      const id = await work(tx, product);
      await this.products.store(tx, product, await this.summary.summaryOf(tx, productId));
      await this.changes.inventoryChanged(tx, id);
      return id;
    });
  }
}
