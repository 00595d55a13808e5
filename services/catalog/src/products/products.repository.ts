import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { foldPersian, type ListProductsQuery } from '@ela/contracts';
import { ProductEntity } from './product.entity';
import { PRODUCT_ORDER, containsPattern } from './product-listing';
import { seekCondition } from './product-cursor';

export interface ProductFilter {
  q?: string;
  categoryIds?: string[];
  unitType?: string;
  onSale?: boolean;
}

@Injectable()
export class ProductsRepository {
  constructor(@InjectRepository(ProductEntity) private readonly rows: Repository<ProductEntity>) {}

  private query(filter: ProductFilter, withCategory = true): SelectQueryBuilder<ProductEntity> {
    const qb = this.rows.createQueryBuilder('p');
    if (withCategory) qb.leftJoinAndSelect('p.category', 'c');
    if (filter.q) qb.andWhere('p.search_text ILIKE :q', { q: containsPattern(foldPersian(filter.q)) });
    if (filter.categoryIds)
      qb.andWhere('p.category_id IN (:...categoryIds)', { categoryIds: filter.categoryIds });
    if (filter.unitType) qb.andWhere('p.unit_type = :unitType', { unitType: filter.unitType });
    if (filter.onSale) qb.andWhere('p.on_sale');
    return qb;
  }

  /** One page in a sort, after a cursor (constant time however deep) or by page number. */
  page(
    filter: ProductFilter,
    sort: ListProductsQuery['sort'],
    page: number,
    limit: number,
    cursorId?: string,
  ) {
    const qb = this.query(filter);
    for (const [column, direction] of Object.entries(PRODUCT_ORDER[sort])) {
      // Only the price may be missing; other columns keep the plain order their indexes have.
      qb.addOrderBy(column, direction, column === 'p.min_price' ? 'NULLS LAST' : undefined);
    }
    // Counted without the category join, which TypeORM would turn into COUNT(DISTINCT …).
    const counted = this.query(filter, false);
    if (cursorId) qb.andWhere(seekCondition(sort), { cursorId });
    else qb.offset((page - 1) * limit);
    return Promise.all([qb.limit(limit).getMany(), counted.getCount()]);
  }

  deletedPage(page: number, limit: number) {
    return this.rows.findAndCount({
      where: { deletedAt: Not(IsNull()) },
      withDeleted: true,
      relations: { category: true },
      order: { deletedAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
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

  async liveByIds(ids: string[]): Promise<ProductEntity[]> {
    if (!ids.length) return [];
    const found = await this.rows.find({ where: { id: In(ids) }, relations: { category: true } });
    return ids.map((id) => found.find((p) => p.id === id)).filter((p): p is ProductEntity => !!p);
  }

  async countLive(ids: string[]): Promise<number> {
    return ids.length ? this.rows.countBy({ id: In(ids) }) : 0;
  }

  save(manager: EntityManager, product: Partial<ProductEntity>): Promise<ProductEntity> {
    return manager.getRepository(ProductEntity).save(manager.getRepository(ProductEntity).create(product));
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }
}
