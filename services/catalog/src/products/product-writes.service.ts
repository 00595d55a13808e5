import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type CreateProductBody, type Product, type UpdateProductBody } from '@ela/contracts';
import { CategoriesService } from '../categories/categories.service';
import { CategoryErrors } from '../categories/category-errors';
import { ProductErrors } from './product-errors';
import { ProductsRepository } from './products.repository';
import { ProductRelationsRepository } from './product-relations.repository';
import { ProductDependents } from './product-dependents';
import { ProductEntity } from './product.entity';
import { ProductsService } from './products.service';
import { CatalogChanges } from '../read-model/catalog-changes';

/** Changing products; each change, its dependents' and its event commit together. */
@Injectable()
export class ProductWritesService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly relations: ProductRelationsRepository,
    private readonly reads: ProductsService,
    private readonly categories: CategoriesService,
    private readonly dependents: ProductDependents,
    private readonly changes: CatalogChanges,
  ) {}

  async create(body: CreateProductBody): Promise<Product> {
    await this.categories.assertLive(body.categoryId);
    await this.checkRelated(null, [...body.similarProductIds, ...body.setProductIds]);
    const id = await this.write(async (tx) => {
      const product = await this.products.save(tx, ProductEntity.create(body));
      await this.relations.replace(tx, product.id, 'similar', body.similarProductIds);
      await this.relations.replace(tx, product.id, 'set', body.setProductIds);
      return product.id;
    });
    return this.reads.findOne(id);
  }

  async update(id: string, body: UpdateProductBody): Promise<Product> {
    if (body.categoryId) await this.categories.assertLive(body.categoryId);
    await this.checkRelated(id, [...(body.similarProductIds ?? []), ...(body.setProductIds ?? [])]);
    await this.write(async (tx) => {
      const product = await this.lockLive(tx, id);
      if (body.name !== undefined) product.rename(body.name);
      if (body.description !== undefined) product.describe(body.description);
      if (body.categoryId !== undefined) product.moveToCategory(body.categoryId);
      if (body.unitType !== undefined) product.measureIn(body.unitType);
      await this.products.save(tx, product);
      if (body.similarProductIds) await this.relations.replace(tx, id, 'similar', body.similarProductIds);
      if (body.setProductIds) await this.relations.replace(tx, id, 'set', body.setProductIds);
      if (body.name !== undefined) await this.dependents.renamed(tx, product);
      return id;
    });
    return this.reads.findOne(id);
  }

  /** The product and its live inventories go to the recycle bin together, and come back together. */
  async remove(id: string): Promise<{ deleted: true }> {
    await this.write(async (tx) => {
      const product = await this.lockLive(tx, id);
      const at = new Date();
      await this.dependents.removed(tx, product, at);
      product.moveToRecycleBin(at);
      await this.products.save(tx, product);
      return id;
    });
    return { deleted: true };
  }

  async restore(id: string): Promise<Product> {
    await this.write(async (tx) => {
      const product = await this.products.lock(tx, id);
      if (!product?.deletedAt) throw ProductErrors.notFound();
      if (!(await this.categories.isLive(product.categoryId))) throw CategoryErrors.deleted();
      const removedAt = product.deletedAt;
      product.restore();
      await this.products.save(tx, product);
      await this.dependents.restored(tx, product, removedAt);
      return id;
    });
    return this.reads.findOne(id);
  }

  /** Runs one change of one product (its id is what `work` answers) with its event. */
  private write(work: (tx: EntityManager) => Promise<string>): Promise<string> {
    return this.products.transaction(async (tx) => {
      const id = await work(tx);
      await this.changes.productChanged(tx, id);
      return id;
    });
  }

  private async lockLive(tx: EntityManager, id: string): Promise<ProductEntity> {
    const product = await this.products.lock(tx, id);
    if (!product || product.deletedAt) throw ProductErrors.notFound();
    return product;
  }

  private async checkRelated(selfId: string | null, ids: string[]): Promise<void> {
    if (selfId && ids.includes(selfId)) throw ProductErrors.relatedSelf();
    if (!(await this.reads.allLive(ids))) throw ProductErrors.relatedNotFound();
  }
}
