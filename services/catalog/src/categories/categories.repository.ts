import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { foldPersian, type ListCategoriesQuery, type Page } from '@ela/contracts';
import { containsPattern, listPage, type ListParams, type ListSpec } from '@ela/service-kit';
import { CategoryEntity } from './category.entity';

const LIST: ListSpec<ListCategoriesQuery, CategoryEntity> = {
  orders: {
    order: { 'c.sort_order': 'ASC', 'c.name': 'ASC', 'c.id': 'ASC' },
    name: { 'c.name': 'ASC', 'c.id': 'ASC' },
    newest: { 'c.created_at': 'DESC', 'c.id': 'DESC' },
  },
  search: { in: ['c.search_text'], fold: foldPersian },
};
const DELETED: ListSpec<ListParams<'deleted_newest'>, CategoryEntity> = {
  orders: { deleted_newest: { 'c.deleted_at': 'DESC', 'c.id': 'DESC' } },
};
const IN_ORDER = { order: 'ASC', name: 'ASC' } as const;

@Injectable()
export class CategoriesRepository {
  constructor(@InjectRepository(CategoryEntity) private readonly rows: Repository<CategoryEntity>) {}

  page(query: ListCategoriesQuery): Promise<Page<CategoryEntity>> {
    return listPage(this.rows.createQueryBuilder('c'), query, LIST, (c) => c);
  }

  deletedPage(params: ListParams<'deleted_newest'>): Promise<Page<CategoryEntity>> {
    const qb = this.rows.createQueryBuilder('c').withDeleted().where('c.deleted_at IS NOT NULL');
    return listPage(qb, params, DELETED, (c) => c);
  }

  /** Every live category, siblings in their order. */
  all(): Promise<CategoryEntity[]> {
    return this.rows.find({ order: IN_ORDER });
  }

  mains(): Promise<CategoryEntity[]> {
    return this.rows.find({ where: { parentId: IsNull() }, order: IN_ORDER });
  }

  /** Live categories whose folded name holds the folded text, for suggestions. */
  search(folded: string, limit: number): Promise<CategoryEntity[]> {
    return this.rows
      .createQueryBuilder('c')
      .where('c.search_text ILIKE :pattern', { pattern: containsPattern(folded) })
      .orderBy('c.sort_order')
      .addOrderBy('c.id')
      .limit(limit)
      .getMany();
  }

  findLive(id: string, tx: EntityManager = this.rows.manager): Promise<CategoryEntity | null> {
    return tx.getRepository(CategoryEntity).findOneBy({ id });
  }

  /** Deleted or not, locked until `tx` ends so a removal and a change cannot cross. */
  lockAny(tx: EntityManager, id: string): Promise<CategoryEntity | null> {
    return tx
      .getRepository(CategoryEntity)
      .findOne({ where: { id }, withDeleted: true, lock: { mode: 'pessimistic_write' } });
  }

  hasLiveChildren(tx: EntityManager, id: string): Promise<boolean> {
    return tx.getRepository(CategoryEntity).exists({ where: { parentId: id } });
  }

  save(tx: EntityManager, category: CategoryEntity): Promise<CategoryEntity> {
    return tx.getRepository(CategoryEntity).save(category);
  }

  async softRemove(tx: EntityManager, id: string): Promise<void> {
    await tx.getRepository(CategoryEntity).softDelete(id);
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }
}
