import { Injectable } from '@nestjs/common';
import {
  decodeCursor,
  encodeCursor,
  type ListDeletedProductsQuery,
  type ListProductsQuery,
  type Page,
  type Product,
} from '@ela/contracts';
import { CategoriesService } from '../categories/categories.service';
import { CategoryErrors } from '../categories/category-errors';
import { ProductListings } from '../read-model/product-listings';
import type { ProductListingParams } from '../read-model/product-listing-sql';
import { ProductErrors } from './product-errors';
import { ProductsRepository } from './products.repository';
import { ProductRelationsRepository } from './product-relations.repository';

import type { ProductEntity } from './product.entity';

const contract = (page: Page<ProductEntity>): Page<Product> => ({
  ...page,
  items: page.items.map((p) => p.toContract()),
});

/** Reading products. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly relations: ProductRelationsRepository,
    private readonly categories: CategoriesService,
    private readonly listings: ProductListings,
  ) {}

  async list(query: ListProductsQuery): Promise<Page<Product>> {
    const { cursor: text, ...params } = query;
    const cursor = text === undefined ? undefined : decodeCursor(text);
    if (cursor === null || (cursor && cursor.sort !== query.sort)) throw ProductErrors.cursorMismatch();
    const page = await this.listed(params, cursor?.id);
    const last = page.items.at(-1);
    const full = page.items.length === query.limit && last;
    return { ...page, nextCursor: full ? encodeCursor({ sort: query.sort, id: last.id }) : null };
  }

  async listDeleted(query: ListDeletedProductsQuery): Promise<Page<Product>> {
    return contract(await this.products.deletedPage(query));
  }

  async onSale(query: { page: number; limit: number }): Promise<Page<Product>> {
    return this.listed({ ...query, sort: 'newest', onSale: true });
  }

  async byCategory(categoryId: string, limit: number): Promise<Product[]> {
    return (await this.listed({ page: 1, limit, sort: 'newest', categoryId })).items;
  }

  async findOne(id: string): Promise<Product> {
    const product = await this.products.findLive(id);
    if (!product) throw ProductErrors.notFound();
    return product.toContract(await this.relations.of(id));
  }

  /** The live ones of these products as `findOne` answers each, relations included. */
  async documents(ids: string[]): Promise<Product[]> {
    const [products, relations] = await Promise.all([
      this.products.liveByIds(ids),
      this.relations.ofMany(ids),
    ]);
    return products.map((product) => product.toContract(relations.get(product.id)));
  }

  async findByName(name: string): Promise<Product> {
    const product = await this.products.findByName(name);
    if (!product) throw ProductErrors.notFound();
    return product.toContract(await this.relations.of(product.id));
  }

  async related(id: string, kind: 'similar' | 'set'): Promise<Product[]> {
    if (!(await this.products.findLive(id))) throw ProductErrors.notFound();
    const ids = (await this.relations.relatedIds(id, kind)).map((r) => r.id);
    return (await this.products.liveByIds(ids)).map((p) => p.toContract());
  }

  /** A listing's page from the read model, or from the tables while this replica fills it. */
  private async listed(params: ProductListingParams, cursorId?: string): Promise<Page<Product>> {
    const listed = await this.listings.page(params, cursorId);
    const { page, limit } = params;
    if (listed) {
      if (!listed.categoryFound) throw CategoryErrors.notFound();
      return { items: listed.items, total: listed.total, page, limit };
    }
    const { categoryId, ...rest } = params;
    const categoryIds = categoryId ? await this.categories.subtree(categoryId) : undefined;
    return contract(await this.products.page({ ...rest, categoryIds }, cursorId));
  }

  /** Throws not-found unless the product exists, in the recycle bin or not. */
  async assertExists(id: string): Promise<void> {
    if (!(await this.products.findAny(id))) throw ProductErrors.notFound();
  }

  /** Whether every id names a live product, for similar and set lists. */
  async allLive(ids: string[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    return (await this.products.countLive(unique)) === unique.length;
  }
}
