import { Injectable } from '@nestjs/common';
import {
  foldPersian,
  type Category,
  type CategoryNode,
  type ListCategoriesQuery,
  type Page,
} from '@ela/contracts';
import type { ListParams } from '@ela/service-kit';
import { CategoryErrors } from './category-errors';
import { CategoriesRepository } from './categories.repository';
import type { CategoryEntity } from './category.entity';
import { buildTree, findNode, subtreeIds } from './category-tree';

const contract = (page: Page<CategoryEntity>): Page<Category> => ({
  ...page,
  items: page.items.map((c) => c.toContract()),
});

/** Reading categories; also what other aggregates may ask about them. */
@Injectable()
export class CategoriesService {
  constructor(private readonly categories: CategoriesRepository) {}

  async list(query: ListCategoriesQuery): Promise<Page<Category>> {
    return contract(await this.categories.page(query));
  }

  async listDeleted(params: ListParams<'deleted_newest'>): Promise<Page<Category>> {
    return contract(await this.categories.deletedPage(params));
  }

  async mains(): Promise<Category[]> {
    return (await this.categories.mains()).map((c) => c.toContract());
  }

  async tree(): Promise<CategoryNode[]> {
    return buildTree(await this.all());
  }

  async findOne(id: string): Promise<CategoryNode> {
    const node = findNode(await this.tree(), id);
    if (!node) throw CategoryErrors.notFound();
    return node;
  }

  /** Ids of a live category and all its live descendants, for listings by category. */
  async subtree(id: string): Promise<string[]> {
    const all = await this.all();
    if (!all.some((c) => c.id === id)) throw CategoryErrors.notFound();
    return subtreeIds(all, id);
  }

  async isLive(id: string): Promise<boolean> {
    return (await this.categories.findLive(id)) !== null;
  }

  async assertLive(id: string): Promise<void> {
    if (!(await this.isLive(id))) throw CategoryErrors.notFound();
  }

  /** Categories whose name holds what people typed, folded alike. */
  async suggest(q: string, limit: number): Promise<Category[]> {
    return (await this.categories.search(foldPersian(q), limit)).map((c) => c.toContract());
  }

  private async all(): Promise<Category[]> {
    return (await this.categories.all()).map((c) => c.toContract());
  }
}
