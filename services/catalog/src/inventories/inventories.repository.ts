import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { foldPersian, type ListInventoriesQuery } from '@ela/contracts';
import { InventoryEntity } from './inventory.entity';
import type { ProductEntity } from '../products/product.entity';
import { containsPattern } from '../products/product-listing';

const ORDER: Record<ListInventoriesQuery['sort'], Record<string, 'ASC' | 'DESC'>> = {
  newest: { 'i.created_at': 'DESC', 'i.id': 'DESC' },
  oldest: { 'i.created_at': 'ASC', 'i.id': 'ASC' },
  price_asc: { 'COALESCE(i.sale_price, i.price)': 'ASC', 'i.id': 'ASC' },
  price_desc: { 'COALESCE(i.sale_price, i.price)': 'DESC', 'i.id': 'DESC' },
  name: { 'i.name': 'ASC', 'i.id': 'ASC' },
};

export interface InventoryFilter {
  productId?: string;
  categoryIds?: string[];
  onSale?: boolean;
  q?: string;
}

@Injectable()
export class InventoriesRepository {
  constructor(@InjectRepository(InventoryEntity) private readonly rows: Repository<InventoryEntity>) {}

  private base(withDeleted = false): SelectQueryBuilder<InventoryEntity> {
    const qb = this.rows
      .createQueryBuilder('i')
      .innerJoinAndSelect('i.product', 'p')
      .leftJoinAndSelect('i.color', 'color')
      .leftJoinAndSelect('i.design', 'design');
    return withDeleted ? qb.withDeleted() : qb.andWhere('p.deleted_at IS NULL');
  }

  page(filter: InventoryFilter, sort: ListInventoriesQuery['sort'], page: number, limit: number) {
    const qb = this.base();
    if (filter.productId) qb.andWhere('i.product_id = :productId', filter);
    if (filter.categoryIds) qb.andWhere('p.category_id IN (:...categoryIds)', filter);
    if (filter.onSale !== undefined)
      qb.andWhere(filter.onSale ? 'i.sale_price IS NOT NULL' : 'i.sale_price IS NULL');
    if (filter.q) qb.andWhere('i.search_text ILIKE :q', { q: containsPattern(foldPersian(filter.q)) });
    for (const [column, direction] of Object.entries(ORDER[sort])) qb.addOrderBy(column, direction);
    return qb
      .offset((page - 1) * limit)
      .limit(limit)
      .getManyAndCount();
  }

  /** Biggest discount first. */
  onSalePage(page: number, limit: number) {
    return this.base()
      .andWhere('i.sale_price IS NOT NULL')
      .orderBy('i.price - i.sale_price', 'DESC')
      .addOrderBy('i.id', 'ASC')
      .offset((page - 1) * limit)
      .limit(limit)
      .getManyAndCount();
  }

  findLive(id: string): Promise<InventoryEntity | null> {
    return this.base().andWhere('i.id = :id', { id }).getOne();
  }

  findAny(id: string): Promise<InventoryEntity | null> {
    return this.base(true).andWhere('i.id = :id', { id }).getOne();
  }

  findByName(name: string): Promise<InventoryEntity | null> {
    return this.base().andWhere('i.name = :name', { name }).getOne();
  }

  findByProductNumber(n: number): Promise<InventoryEntity | null> {
    return this.base().andWhere('i.product_number = :n', { n }).getOne();
  }

  async liveByIds(ids: string[]): Promise<InventoryEntity[]> {
    const found = await this.base().andWhere('i.id IN (:...ids)', { ids }).getMany();
    return ids.map((id) => found.find((i) => i.id === id)).filter((i): i is InventoryEntity => !!i);
  }

  ofProduct(productId: string): Promise<InventoryEntity[]> {
    return this.base(true)
      .andWhere('i.product_id = :productId', { productId })
      .orderBy('i.created_at', 'ASC')
      .getMany();
  }

  deletedPage(page: number, limit: number) {
    return this.base(true)
      .andWhere('i.deleted_at IS NOT NULL')
      .orderBy('i.deleted_at', 'DESC')
      .offset((page - 1) * limit)
      .limit(limit)
      .getManyAndCount();
  }

  nameTaken(name: string, exceptId?: string): Promise<boolean> {
    return this.rows.exists({
      where: { name, ...(exceptId ? { id: Not(exceptId) } : {}), deletedAt: IsNull() },
    });
  }

  save(manager: EntityManager, inventory: Partial<InventoryEntity>): Promise<InventoryEntity> {
    const repo = manager.getRepository(InventoryEntity);
    return repo.save(repo.create(inventory));
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }

  /** Keeps the product's lowest price, sale flag and cover image in step with its live inventories. */
  async refreshSummary(manager: EntityManager, productId: string): Promise<void> {
    await manager.query(
      `UPDATE product p SET
         min_price = s.min_price, on_sale = s.on_sale, image_key = s.image_key, entry_inventory = s.entry_inventory
       FROM (
         SELECT min(COALESCE(sale_price, price)) AS min_price,
                coalesce(bool_or(sale_price IS NOT NULL), false) AS on_sale,
                (array_agg(images[1] ORDER BY created_at) FILTER (WHERE cardinality(images) > 0))[1] AS image_key,
                (array_agg(name ORDER BY stock = 0, COALESCE(sale_price, price), created_at))[1] AS entry_inventory
         FROM inventory WHERE product_id = $1 AND deleted_at IS NULL
       ) s
       WHERE p.id = $1`,
      [productId],
    );
  }

  /** After a product is renamed, its inventories are found by the new name. */
  async refreshSearchTextOf(manager: EntityManager, product: ProductEntity): Promise<void> {
    const repo = manager.getRepository(InventoryEntity);
    const inventories = await repo.find({ where: { productId: product.id }, withDeleted: true });
    for (const inventory of inventories) inventory.refreshSearchText(product.name);
    await repo.save(inventories);
  }

  countByIds(ids: string[]): Promise<number> {
    return this.rows.countBy({ id: In(ids) });
  }
}
