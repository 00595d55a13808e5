import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  MESSAGES,
  type CreateProductBody,
  type ListProductsQuery,
  type Page,
  type Product,
  type UpdateProductBody,
} from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { CategoriesService } from '../categories/categories.service';
import { CatalogEvents } from '../events/catalog-events';
import { InventoriesRepository } from '../inventories/inventories.repository';
import { ProductsRepository } from './products.repository';
import { ProductRelationsRepository } from './product-relations.repository';
import { decodeCursor, encodeCursor } from './product-cursor';

const notFound = () => ServiceError.notFound(MESSAGES.productNotFound, ERROR_CODES.catalogProductNotFound);
const page = <T>(items: T[], total: number, q: { page: number; limit: number }): Page<T> => ({
  items,
  total,
  page: q.page,
  limit: q.limit,
});

@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly relations: ProductRelationsRepository,
    private readonly inventories: InventoriesRepository,
    private readonly categories: CategoriesService,
    private readonly events: CatalogEvents,
  ) {}

  async list(query: ListProductsQuery): Promise<Page<Product>> {
    const categoryIds = query.categoryId ? await this.categories.subtree(query.categoryId) : undefined;
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (cursor === null || (cursor && cursor.sort !== query.sort)) {
      throw ServiceError.badRequest('مکان‌نمای صفحه با این مرتب‌سازی نمی‌خواند', [
        { field: 'query.cursor', message: 'مکان‌نمای صفحه معتبر نیست' },
      ]);
    }
    const filter = { q: query.q, categoryIds, unitType: query.unitType };
    const [rows, total] = await this.products.page(filter, query.sort, query.page, query.limit, cursor?.id);
    const last = rows.at(-1);
    const nextCursor =
      rows.length === query.limit && last ? encodeCursor({ sort: query.sort, id: last.id }) : null;
    return {
      ...page(
        rows.map((p) => p.toContract()),
        total,
        query,
      ),
      nextCursor,
    };
  }

  async listDeleted(query: { page: number; limit: number }): Promise<Page<Product>> {
    const [rows, total] = await this.products.deletedPage(query.page, query.limit);
    return page(
      rows.map((p) => p.toContract()),
      total,
      query,
    );
  }

  async onSale(query: { page: number; limit: number }): Promise<Page<Product>> {
    const [rows, total] = await this.products.page({ onSale: true }, 'newest', query.page, query.limit);
    return page(
      rows.map((p) => p.toContract()),
      total,
      query,
    );
  }

  async byCategory(categoryId: string, limit: number): Promise<Product[]> {
    const [rows] = await this.products.page(
      { categoryIds: await this.categories.subtree(categoryId) },
      'newest',
      1,
      limit,
    );
    return rows.map((p) => p.toContract());
  }

  async findOne(id: string): Promise<Product> {
    const product = await this.products.findLive(id);
    if (!product) throw notFound();
    return product.toContract(await this.relations.of(id));
  }

  async findByName(name: string): Promise<Product> {
    const product = await this.products.findByName(name);
    if (!product) throw notFound();
    return product.toContract(await this.relations.of(product.id));
  }

  async related(id: string, kind: 'similar' | 'set'): Promise<Product[]> {
    if (!(await this.products.findLive(id))) throw notFound();
    const ids = (await this.relations.relatedIds(id, kind)).map((r) => r.id);
    return (await this.products.liveByIds(ids)).map((p) => p.toContract());
  }

  async create(body: CreateProductBody): Promise<Product> {
    await this.categories.live(body.categoryId);
    await this.checkRelated([...body.similarProductIds, ...body.setProductIds]);
    const id = await this.products.transaction(async (tx) => {
      const product = await this.products.save(tx, {
        ...body,
        searchText: '',
        onSale: false,
        minPrice: null,
        imageKey: null,
      });
      product.refreshSearchText();
      await this.products.save(tx, product);
      await this.relations.replace(tx, product.id, 'similar', body.similarProductIds);
      await this.relations.replace(tx, product.id, 'set', body.setProductIds);
      return product.id;
    });
    void this.events.changed('product', id);
    return this.findOne(id);
  }

  async update(id: string, body: UpdateProductBody): Promise<Product> {
    const product = await this.products.findLive(id);
    if (!product) throw notFound();
    if (body.categoryId) await this.categories.live(body.categoryId);
    const related = [...(body.similarProductIds ?? []), ...(body.setProductIds ?? [])];
    if (related.includes(id)) throw ServiceError.badRequest('محصول نمی‌تواند مرتبط با خودش باشد');
    await this.checkRelated(related);
    await this.products.transaction(async (tx) => {
      const { similarProductIds, setProductIds, ...fields } = body;
      Object.assign(product, fields);
      product.refreshSearchText();
      delete product.category;
      await this.products.save(tx, product);
      if (similarProductIds) await this.relations.replace(tx, id, 'similar', similarProductIds);
      if (setProductIds) await this.relations.replace(tx, id, 'set', setProductIds);
      if (fields.name) await this.inventories.refreshSearchTextOf(tx, product);
    });
    void this.events.changed('product', id);
    return this.findOne(id);
  }

  /** The product and its live inventories go to the recycle bin together, and come back together. */
  async remove(id: string): Promise<{ deleted: true }> {
    if (!(await this.products.findLive(id))) throw notFound();
    await this.products.transaction(async (tx) => {
      const at = new Date();
      await tx.query('UPDATE inventory SET deleted_at = $2 WHERE product_id = $1 AND deleted_at IS NULL', [
        id,
        at,
      ]);
      await tx.query('UPDATE product SET deleted_at = $2 WHERE id = $1', [id, at]);
    });
    void this.events.changed('product', id);
    return { deleted: true };
  }

  async restore(id: string): Promise<Product> {
    const product = await this.products.findAny(id);
    if (!product?.deletedAt) throw notFound();
    await this.categories.live(product.categoryId).catch(() => {
      throw ServiceError.conflict('دسته‌بندی این محصول حذف شده است؛ اول آن را بازگردانید');
    });
    await this.products.transaction(async (tx) => {
      await tx.query('UPDATE inventory SET deleted_at = NULL WHERE product_id = $1 AND deleted_at = $2', [
        id,
        product.deletedAt,
      ]);
      await tx.query('UPDATE product SET deleted_at = NULL WHERE id = $1', [id]);
      await this.inventories.refreshSummary(tx, id);
    });
    void this.events.changed('product', id);
    return this.findOne(id);
  }

  private async checkRelated(ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    if ((await this.products.countLive(unique)) !== unique.length) {
      throw ServiceError.badRequest('برخی از محصولات مرتبط پیدا نشدند');
    }
  }
}
