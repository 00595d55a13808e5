import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  CONTENT_EVENTS,
  type BlogCategory,
  type CreateBlogCategoryBody,
  type UpdateBlogCategoryBody,
} from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import { BlogCategoryErrors } from './blog-category-errors';
import { BlogCategoryEntity } from './blog-category.entity';
import { BlogCategoriesRepository } from './blog-categories.repository';

@Injectable()
export class BlogCategoriesService {
  constructor(
    private readonly categories: BlogCategoriesRepository,
    private readonly outbox: Outbox,
  ) {}

  async list(): Promise<BlogCategory[]> {
    return (await this.categories.all()).map((c) => c.toContract());
  }

  async findOne(id: string): Promise<BlogCategory> {
    return (await this.get(id)).toContract();
  }

  create(body: CreateBlogCategoryBody): Promise<BlogCategory> {
    return this.write((tx) => this.categories.save(tx, BlogCategoryEntity.define(body)));
  }

  update(id: string, body: UpdateBlogCategoryBody): Promise<BlogCategory> {
    return this.write(async (tx) => {
      const category = await this.get(id, tx);
      if (body.name !== undefined) category.rename(body.name);
      if (body.description !== undefined) category.describe(body.description);
      if (body.order !== undefined) category.moveTo(body.order);
      return this.categories.save(tx, category);
    });
  }

  async remove(id: string): Promise<{ deleted: true }> {
    await this.write(async (tx) => {
      const category = await this.get(id, tx);
      await this.categories.delete(tx, id);
      return category;
    });
    return { deleted: true };
  }

  /** The change and its event commit together: articles show their category's name. */
  private async write(work: (tx: EntityManager) => Promise<BlogCategoryEntity>): Promise<BlogCategory> {
    const category = await this.categories.transaction(async (tx) => {
      const changed = await work(tx);
      await this.outbox.add(tx, CONTENT_EVENTS.categoryChanged, { id: changed.id });
      return changed;
    });
    return category.toContract();
  }

  private async get(id: string, tx?: EntityManager): Promise<BlogCategoryEntity> {
    const category = await this.categories.find(id, tx);
    if (!category) throw BlogCategoryErrors.notFound();
    return category;
  }
}
