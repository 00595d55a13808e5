import { Injectable } from '@nestjs/common';
import type { ListDeletedProductsQuery, ListProductsQuery, Page, Product } from '@ela/contracts';
import { CategoriesService } from '../categories/categories.service';
import { ProductErrors } from './product-errors';
import { ProductsRepository } from './products.repository';
import { ProductRelationsRepository } from './product-relations.repository';
import { decodeCursor, encodeCursor } from './product-cursor';
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
  ) {}

  async list(query: ListProductsQuery): Promise<Page<Product>> {
    const { categoryId, cursor: text, ...params } = query;
    const cursor = text === undefined ? undefined : decodeCursor(text);
    if (cursor === null || (cursor && cursor.sort !== query.sort)) throw ProductErrors.cursorMismatch();
    const categoryIds = categoryId ? await this.categories.subtree(categoryId) : undefined;
    const page = await this.products.page({ ...params, categoryIds }, cursor?.id);
    const last = page.items.at(-1);
    const full = page.items.length === query.limit && last;
    return { ...contract(page), nextCursor: full ? encodeCursor({ sort: query.sort, id: last.id }) : null };
  }

  async listDeleted(query: ListDeletedProductsQuery): Promise<Page<Product>> {
    return contract(await this.products.deletedPage(query));
  }

  async onSale(query: { page: number; limit: number }): Promise<Page<Product>> {
    return contract(await this.products.page({ ...query, sort: 'newest', onSale: true }));
  }

  async byCategory(categoryId: string, limit: number): Promise<Product[]> {
    const categoryIds = await this.categories.subtree(categoryId);
    return contract(await this.products.page({ page: 1, limit, sort: 'newest', categoryIds })).items;
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
