import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  type Category,
  type CreateCategoryBody,
  type PosterVariant,
  type UpdateCategoryBody,
} from '@ela/contracts';
import { CategoryErrors } from './category-errors';
import { CategoriesRepository } from './categories.repository';
import { CategoryDependents } from './category-dependents';
import { CategoryEntity } from './category.entity';
import { wouldCycle } from './category-tree';
import { CatalogChanges } from '../read-model/catalog-changes';
import { MediaReleases } from '../media/media-releases';

/** Changing categories; each change commits with its event. */
@Injectable()
export class CategoryWritesService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly dependents: CategoryDependents,
    private readonly changes: CatalogChanges,
    private readonly media: MediaReleases,
  ) {}

  create(body: CreateCategoryBody): Promise<Category> {
    return this.write(async (tx) => {
      if (body.parentId) await this.live(tx, body.parentId);
      return this.categories.save(tx, CategoryEntity.create(body, body.upload?.key ?? null));
    });
  }

  /** Also brings a category back from the recycle bin, with `restore: true`. */
  update(id: string, body: UpdateCategoryBody): Promise<Category> {
    return this.write(async (tx) => {
      const category = await this.categories.lockAny(tx, id);
      if (!category || (category.deletedAt && !body.restore)) throw CategoryErrors.notFound();
      if (body.parentId !== undefined) {
        if (body.parentId) await this.live(tx, body.parentId);
        if (wouldCycle(await this.categories.all(), id, body.parentId)) throw CategoryErrors.cycle();
        category.moveUnder(body.parentId);
      }
      if (body.name !== undefined) category.rename(body.name);
      if (body.description !== undefined) category.describe(body.description);
      if (body.order !== undefined) category.reorder(body.order);
      if (body.restore) category.restore();
      return this.categories.save(tx, category);
    });
  }

  setPoster(id: string, variant: PosterVariant, key: string): Promise<Category> {
    return this.write(async (tx) => {
      const category = await this.live(tx, id);
      const replaced = category.setPoster(variant, key);
      const saved = await this.categories.save(tx, category);
      await this.media.release(tx, [replaced]);
      return saved;
    });
  }

  async remove(id: string): Promise<{ deleted: true }> {
    await this.write(async (tx) => {
      const category = await this.categories.lockAny(tx, id);
      if (!category || category.deletedAt) throw CategoryErrors.notFound();
      if ((await this.categories.hasLiveChildren(tx, id)) || (await this.dependents.anyLiveIn(tx, id)))
        throw CategoryErrors.notEmpty();
      await this.categories.softRemove(tx, id);
      return category;
    });
    return { deleted: true };
  }

  private async write(work: (tx: EntityManager) => Promise<CategoryEntity>): Promise<Category> {
    const category = await this.categories.transaction(async (tx) => {
      const changed = await work(tx);
      await this.changes.categoryChanged(tx, changed.id);
      return changed;
    });
    return category.toContract();
  }

  private async live(tx: EntityManager, id: string): Promise<CategoryEntity> {
    const category = await this.categories.findLive(id, tx);
    if (!category) throw CategoryErrors.notFound();
    return category;
  }
}
