import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { refusedAs } from '@ela/service-kit';
import { BlogCategoryErrors } from './blog-category-errors';
import { BlogCategoryEntity } from './blog-category.entity';

@Injectable()
export class BlogCategoriesRepository {
  constructor(@InjectRepository(BlogCategoryEntity) private readonly rows: Repository<BlogCategoryEntity>) {}

  /** All of them: a blog has a handful of categories, never a page's worth. */
  all(): Promise<BlogCategoryEntity[]> {
    return this.rows.find({ order: { position: 'ASC', name: 'ASC', id: 'ASC' } });
  }

  find(id: string, tx: EntityManager = this.rows.manager): Promise<BlogCategoryEntity | null> {
    return tx.getRepository(BlogCategoryEntity).findOneBy({ id });
  }

  save(tx: EntityManager, category: BlogCategoryEntity): Promise<BlogCategoryEntity> {
    return refusedAs(tx.getRepository(BlogCategoryEntity).save(category), {
      blog_category_name_key: BlogCategoryErrors.nameTaken,
    });
  }

  /** Articles, live or in the recycle bin, keep their category: the reference refuses the delete. */
  async delete(tx: EntityManager, id: string): Promise<void> {
    await refusedAs(tx.getRepository(BlogCategoryEntity).delete(id), {
      article_category_id_fkey: BlogCategoryErrors.notEmpty,
    });
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }
}
