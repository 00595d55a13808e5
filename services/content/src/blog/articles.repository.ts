import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import {
  foldPersian,
  type DeletedArticlesQuery,
  type ListArticlesQuery,
  type ManageArticlesQuery,
  type Page,
} from '@ela/contracts';
import { listPage, refusedAs, type ListSpec } from '@ela/service-kit';
import { ArticleErrors } from './article-errors';
import { BlogCategoryErrors } from '../blog-categories/blog-category-errors';
import { ArticleEntity } from './article.entity';

/** What the shop may see: published and live. Lists also leave out the story (it has its own page). */
const SHOWN = "a.status = 'published' AND a.deleted_at IS NULL";

const PUBLISHED: ListSpec<ListArticlesQuery, ArticleEntity> = {
  orders: { newest: { 'a.published_at': 'DESC', 'a.id': 'DESC' } },
  filters: { categoryId: (qb, id) => void qb.andWhere('a.category_id = :categoryId', { categoryId: id }) },
};

const MANAGED: ListSpec<ManageArticlesQuery, ArticleEntity> = {
  orders: {
    updated: { 'a.updated_at': 'DESC', 'a.id': 'DESC' },
    newest: { 'a.created_at': 'DESC', 'a.id': 'DESC' },
    title: { 'a.title': 'ASC', 'a.id': 'ASC' },
  },
  search: { in: ['a.search_text'], fold: foldPersian },
  filters: {
    status: (qb, status) => void qb.andWhere('a.status = :status', { status }),
    categoryId: (qb, id) => void qb.andWhere('a.category_id = :categoryId', { categoryId: id }),
  },
};

const DELETED: ListSpec<DeletedArticlesQuery, ArticleEntity> = {
  orders: { deleted_newest: { 'a.deleted_at': 'DESC', 'a.id': 'DESC' } },
};

@Injectable()
export class ArticlesRepository {
  constructor(@InjectRepository(ArticleEntity) private readonly rows: Repository<ArticleEntity>) {}

  published(query: ListArticlesQuery): Promise<Page<ArticleEntity>> {
    return listPage(this.query().where(SHOWN).andWhere('NOT a.story'), query, PUBLISHED, (a) => a);
  }

  managed(query: ManageArticlesQuery): Promise<Page<ArticleEntity>> {
    return listPage(this.query().where('a.deleted_at IS NULL'), query, MANAGED, (a) => a);
  }

  deleted(query: DeletedArticlesQuery): Promise<Page<ArticleEntity>> {
    return listPage(this.query().where('a.deleted_at IS NOT NULL'), query, DELETED, (a) => a);
  }

  /** Published articles other than this one: its category's first, then the newest. */
  async related(article: ArticleEntity, page: number, limit: number): Promise<Page<ArticleEntity>> {
    const [items, total] = await this.query()
      .where(SHOWN)
      .andWhere('NOT a.story AND a.id <> :id', { id: article.id })
      .orderBy('(a.category_id = :categoryId)', 'DESC')
      .addOrderBy('a.published_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .setParameter('categoryId', article.categoryId)
      .offset((page - 1) * limit)
      .limit(limit)
      .getManyAndCount();
    return { items, total, page, limit };
  }

  /** Articles by id, in the order of the ids (search ranks them). */
  async byIds(ids: string[]): Promise<ArticleEntity[]> {
    if (!ids.length) return [];
    const found = await this.query().where('a.id IN (:...ids)', { ids }).getMany();
    const byId = new Map(found.map((a) => [a.id, a]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  shown(id: string): Promise<ArticleEntity | null> {
    return this.query().where(SHOWN).andWhere('a.id = :id', { id }).getOne();
  }

  shownByTitle(title: string): Promise<ArticleEntity | null> {
    return this.query()
      .where(SHOWN)
      .andWhere('a.title_key = :key', { key: foldPersian(title) })
      .getOne();
  }

  story(): Promise<ArticleEntity | null> {
    return this.query().where(SHOWN).andWhere('a.story').getOne();
  }

  live(id: string): Promise<ArticleEntity | null> {
    return this.query().where('a.deleted_at IS NULL AND a.id = :id', { id }).getOne();
  }

  /** A live (or, with `deleted`, a binned) article locked for a write until the transaction ends. */
  locked(tx: EntityManager, id: string, deleted = false): Promise<ArticleEntity | null> {
    return tx
      .getRepository(ArticleEntity)
      .createQueryBuilder('a')
      .setLock('pessimistic_write')
      .where(`a.id = :id AND a.deleted_at IS ${deleted ? 'NOT ' : ''}NULL`, { id })
      .getOne();
  }

  /** Takes the story mark off every other live article; answers whose it was. */
  async clearStory(tx: EntityManager, keepId: string): Promise<string[]> {
    // TypeORM answers an UPDATE as [returned rows, affected count].
    const [rows] = await tx.query<[{ id: string }[], number]>(
      'UPDATE article SET story = false, updated_at = now() WHERE story AND id <> $1 RETURNING id',
      [keepId],
    );
    return rows.map((r) => r.id);
  }

  /** Saves and reads the article back with its category's name. */
  async save(tx: EntityManager, article: ArticleEntity): Promise<ArticleEntity> {
    const saved = await refusedAs(tx.getRepository(ArticleEntity).save(article), {
      article_title_key: ArticleErrors.titleTaken,
      article_category_id_fkey: BlogCategoryErrors.notFound,
    });
    return (await tx
      .getRepository(ArticleEntity)
      .createQueryBuilder('a')
      .leftJoinAndSelect('a.category', 'c')
      .where('a.id = :id', { id: saved.id })
      .getOne())!;
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }

  private query(): SelectQueryBuilder<ArticleEntity> {
    return this.rows.createQueryBuilder('a').leftJoinAndSelect('a.category', 'c');
  }
}
