import { Injectable } from '@nestjs/common';
import {
  MESSAGES,
  type CreateInventoryBody,
  type Inventory,
  type ListInventoriesQuery,
  type Page,
  type UpdateInventoryBody,
} from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { CategoriesService } from '../categories/categories.service';
import { CatalogEvents } from '../events/catalog-events';
import { ProductsRepository } from '../products/products.repository';
import { InventoriesRepository } from './inventories.repository';
import type { InventoryEntity } from './inventory.entity';

export const MAX_IMAGES = 20;
const notFound = () => ServiceError.notFound(MESSAGES.inventoryNotFound);
const contract = (rows: InventoryEntity[]) => rows.map((i) => i.toContract());

@Injectable()
export class InventoriesService {
  constructor(
    private readonly inventories: InventoriesRepository,
    private readonly products: ProductsRepository,
    private readonly categories: CategoriesService,
    private readonly events: CatalogEvents,
  ) {}

  async list(query: ListInventoriesQuery): Promise<Page<Inventory>> {
    const categoryIds = query.categoryId ? await this.categories.subtree(query.categoryId) : undefined;
    const onSale = query.onSale === undefined ? undefined : query.onSale === 'true';
    const [rows, total] = await this.inventories.page(
      { productId: query.productId, categoryIds, onSale, q: query.q },
      query.sort,
      query.page,
      query.limit,
    );
    return { items: contract(rows), total, page: query.page, limit: query.limit };
  }

  async onSale(query: { page: number; limit: number }): Promise<Page<Inventory>> {
    const [rows, total] = await this.inventories.onSalePage(query.page, query.limit);
    return { items: contract(rows), total, page: query.page, limit: query.limit };
  }

  async byCategory(categoryId: string, limit: number): Promise<Inventory[]> {
    const [rows] = await this.inventories.page(
      { categoryIds: await this.categories.subtree(categoryId) },
      'newest',
      1,
      limit,
    );
    return contract(rows);
  }

  async byIds(ids: string[]): Promise<Inventory[]> {
    return contract(await this.inventories.liveByIds(ids));
  }

  async byProduct(productId: string): Promise<Inventory[]> {
    if (!(await this.products.findAny(productId))) throw ServiceError.notFound(MESSAGES.productNotFound);
    return contract(await this.inventories.ofProduct(productId));
  }

  async findOne(id: string): Promise<Inventory> {
    return (await this.live(id)).toContract();
  }

  async findByName(name: string): Promise<Inventory> {
    const inventory = await this.inventories.findByName(name);
    if (!inventory) throw notFound();
    return inventory.toContract();
  }

  async findByProductNumber(n: number): Promise<Inventory> {
    const inventory = await this.inventories.findByProductNumber(n);
    if (!inventory) throw notFound();
    return inventory.toContract();
  }

  async create(body: CreateInventoryBody): Promise<Inventory> {
    const product = await this.products.findLive(body.productId);
    if (!product) throw ServiceError.notFound(MESSAGES.productNotFound);
    if (await this.inventories.nameTaken(body.name)) throw ServiceError.conflict(MESSAGES.nameTaken);
    const id = await this.write(product.id, async (tx) => {
      const { productNumber, ...fields } = body;
      const saved = await this.inventories.save(tx, { ...fields, images: [], searchText: '' });
      if (productNumber)
        await tx.query('UPDATE inventory SET product_number = $2 WHERE id = $1', [saved.id, productNumber]);
      const [{ product_number }] = await tx.query('SELECT product_number FROM inventory WHERE id = $1', [
        saved.id,
      ]);
      saved.productNumber = product_number;
      saved.refreshSearchText(product.name);
      await this.inventories.save(tx, saved);
      return saved.id;
    });
    return this.findOne(id);
  }

  async update(id: string, body: UpdateInventoryBody): Promise<Inventory> {
    const inventory = await this.live(id);
    if (body.name && (await this.inventories.nameTaken(body.name, id)))
      throw ServiceError.conflict(MESSAGES.nameTaken);
    const price = body.price ?? inventory.price;
    const salePrice = body.salePrice === undefined ? inventory.salePrice : body.salePrice;
    if (salePrice !== null && salePrice >= price) {
      throw ServiceError.badRequest('قیمت حراج باید کمتر از قیمت اصلی باشد', [
        { field: 'body.salePrice', message: 'قیمت حراج باید کمتر از قیمت اصلی باشد' },
      ]);
    }
    await this.write(inventory.productId, async (tx) => {
      const { imageOrder, ...fields } = body;
      Object.assign(inventory, fields);
      if (imageOrder) inventory.reorderImages(imageOrder);
      inventory.refreshSearchText(inventory.product.name);
      await this.inventories.save(tx, detached(inventory));
    });
    return this.findOne(id);
  }

  async addImage(id: string, key: string): Promise<Inventory> {
    const inventory = await this.live(id);
    if (inventory.images.length >= MAX_IMAGES) throw ServiceError.badRequest(MESSAGES.tooManyImages);
    if (!inventory.images.includes(key)) inventory.images = [...inventory.images, key];
    await this.write(inventory.productId, (tx) => this.inventories.save(tx, detached(inventory)));
    return this.findOne(id);
  }

  async removeImage(id: string, key: string): Promise<Inventory> {
    const inventory = await this.live(id);
    if (!inventory.images.includes(key)) throw ServiceError.notFound(MESSAGES.imageNotFound);
    inventory.images = inventory.images.filter((k) => k !== key);
    await this.write(inventory.productId, (tx) => this.inventories.save(tx, detached(inventory)));
    return this.findOne(id);
  }

  async remove(productId: string, inventoryId: string): Promise<{ deleted: true }> {
    const inventory = await this.live(inventoryId);
    if (inventory.productId !== productId) throw notFound();
    await this.write(productId, (tx) =>
      tx.query('UPDATE inventory SET deleted_at = now() WHERE id = $1', [inventoryId]),
    );
    return { deleted: true };
  }

  async restore(id: string): Promise<Inventory> {
    const inventory = await this.inventories.findAny(id);
    if (!inventory?.deletedAt) throw notFound();
    if (inventory.product.deletedAt)
      throw ServiceError.conflict('محصول این کالا حذف شده است؛ اول آن را بازگردانید');
    if (await this.inventories.nameTaken(inventory.name, id)) throw ServiceError.conflict(MESSAGES.nameTaken);
    await this.write(inventory.productId, (tx) =>
      tx.query('UPDATE inventory SET deleted_at = NULL WHERE id = $1', [id]),
    );
    return this.findOne(id);
  }

  private async live(id: string): Promise<InventoryEntity> {
    const inventory = await this.inventories.findLive(id);
    if (!inventory) throw notFound();
    return inventory;
  }

  /** Every inventory write refreshes its product's summary in the same transaction, then tells caches. */
  private async write<T>(
    productId: string,
    work: (tx: Parameters<Parameters<InventoriesRepository['transaction']>[0]>[0]) => Promise<T>,
  ): Promise<T> {
    const result = await this.inventories.transaction(async (tx) => {
      const value = await work(tx);
      await this.inventories.refreshSummary(tx, productId);
      return value;
    });
    void this.events.changed('inventory', productId);
    return result;
  }
}

/** The row alone, so saving it does not try to save the joined product, colour and design. */
function detached(inventory: InventoryEntity): Partial<InventoryEntity> {
  const { product: _p, color: _c, design: _d, ...row } = inventory;
  return row;
}
