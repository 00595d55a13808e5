import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { foldPersian, type ListDeletedProductsQuery, type Page } from '@ela/contracts';
import { listPage, orderList, whereList, type ListSpec } from '@ela/service-kit';
import { ProductEntity } from './product.entity';
import { PRODUCT_ORDER, type ProductListParams } from './product-listing';
import { seekCondition } from './product-seek';

const search = { in: ['p.search_text'], fold: foldPersian };
/** A live inventory of the listed product (inventory_product_idx finds them). */
const LIVE_INVENTORY = 'SELECT 1 FROM inventory i WHERE i.product_id = p.id AND i.deleted_at IS NULL';
const LIST: ListSpec<ProductListParams, ProductEntity> = {
  orders: PRODUCT_ORDER,
  search,
  filters: {
    categoryIds: (qb, categoryIds) => qb.andWhere('p.category_id IN (:...categoryIds)', { categoryIds }),
    unitType: (qb, unitType) => qb.andWhere('p.unit_type = :unitType', { unitType }),
    onSale: (qb, onSale) => qb.andWhere(onSale ? 'p.on_sale' : 'NOT p.on_sale'),
    minPrice: (qb, minPrice) => qb.andWhere('p.min_price >= :minPrice', { minPrice }),
    maxPrice: (qb, maxPrice) => qb.andWhere('p.min_price <= :maxPrice', { maxPrice }),
    colorId: (qb, colorId) =>
      qb.andWhere(`EXISTS (${LIVE_INVENTORY} AND i.color_id = :colorId)`, { colorId }),
    designId: (qb, designId) =>
      qb.andWhere(`EXISTS (${LIVE_INVENTORY} AND i.design_id = :designId)`, { designId }),
    inStock: (qb, inStock) =>
      qb.andWhere(`${inStock === 'true' ? '' : 'NOT '}EXISTS (${LIVE_INVENTORY} AND i.stock > 0)`),
  },
};
const DELETED: ListSpec<ListDeletedProductsQuery, ProductEntity> = {
  orders: { deleted_newest: { 'p.deleted_at': 'DESC', 'p.id': 'DESC' } },
  search,
};

@Injectable()
export class ProductsRepository {
  constructor(@InjectRepository(ProductEntity) private readonly rows: Repository<ProductEntity>) {}

  /** One page in a sort, after a cursor (constant time however deep) or by page number. */
  async page(params: ProductListParams, cursorId?: string): Promise<Page<ProductEntity>> {
    const qb = whereList(
      this.rows.createQueryBuilder('p').leftJoinAndSelect('p.category', 'c'),
      params,
      LIST,
    );
    orderList(qb, PRODUCT_ORDER[params.sort]);
    if (cursorId) qb.andWhere(seekCondition(params.sort), { cursorId });
    else qb.offset((params.page - 1) * params.limit);
    // Counted without the category join, which TypeORM would turn into COUNT(DISTINCT …).
    const counted = whereList(this.rows.createQueryBuilder('p'), params, LIST);
    const [items, total] = await Promise.all([qb.limit(params.limit).getMany(), counted.getCount()]);
    return { items, total, page: params.page, limit: params.limit };
  }

  deletedPage(params: ListDeletedProductsQuery): Promise<Page<ProductEntity>> {
    const qb = this.rows
      .createQueryBuilder('p')
      .withDeleted()
      .leftJoinAndSelect('p.category', 'c')
      .where('p.deleted_at IS NOT NULL');
    return listPage(qb, params, DELETED, (p) => p);
  }

  findLive(id: string): Promise<ProductEntity | null> {
    return this.rows.findOne({ where: { id }, relations: { category: true } });
  }

  findAny(id: string): Promise<ProductEntity | null> {
    return this.rows.findOne({ where: { id }, relations: { category: true }, withDeleted: true });
  }

  findByName(name: string): Promise<ProductEntity | null> {
    return this.rows.findOne({
      where: { name },
      relations: { category: true },
      order: { createdAt: 'DESC' },
    });
  }

  /** Live products of the ids, in the order of the ids. */
  async liveByIds(ids: string[]): Promise<ProductEntity[]> {
    if (!ids.length) return [];
    const found = await this.rows.find({ where: { id: In(ids) }, relations: { category: true } });
    return ids.map((id) => found.find((p) => p.id === id)).filter((p): p is ProductEntity => !!p);
  }

  async countLive(ids: string[]): Promise<number> {
    return ids.length ? this.rows.countBy({ id: In(ids) }) : 0;
  }

  anyLiveIn(tx: EntityManager, categoryId: string): Promise<boolean> {
    return tx.getRepository(ProductEntity).exists({ where: { categoryId } });
  }

  /**
   * The product, deleted or not, locked (`SELECT … FOR UPDATE`) until `tx` ends. Every write
   * to a product or its inventories takes this lock first, always before any inventory row.
   */
  lock(tx: EntityManager, id: string): Promise<ProductEntity | null> {
    return tx
      .getRepository(ProductEntity)
      .findOne({ where: { id }, withDeleted: true, lock: { mode: 'pessimistic_write' } });
  }

  save(tx: EntityManager, product: ProductEntity): Promise<ProductEntity> {
    return tx.getRepository(ProductEntity).save(product);
  }

  /** Only the summary's columns, in one UPDATE without reading the row back first. */
  async saveSummary(tx: EntityManager, product: ProductEntity): Promise<void> {
    const { minPrice, onSale, imageKey, entryInventory } = product;
    await tx.getRepository(ProductEntity).update(product.id, { minPrice, onSale, imageKey, entryInventory });
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }
}
