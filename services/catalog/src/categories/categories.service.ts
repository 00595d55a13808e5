import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import {
  MESSAGES,
  type Category,
  type CategoryNode,
  type CreateCategoryBody,
  type PosterVariant,
  type UpdateCategoryBody,
} from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { CategoryEntity } from './category.entity';
import { ProductEntity } from '../products/product.entity';
import { CatalogEvents } from '../events/catalog-events';
import { buildTree, subtreeIds, wouldCycle } from './category-tree';

const ORDER = {
  order: { order: 'ASC', name: 'ASC' },
  name: { name: 'ASC' },
  newest: { createdAt: 'DESC' },
} as const;
const notFound = () => ServiceError.notFound(MESSAGES.categoryNotFound);

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    private readonly events: CatalogEvents,
  ) {}

  async list(query: { page: number; limit: number; sort: keyof typeof ORDER; q?: string }) {
    const [rows, total] = await this.categories.findAndCount({
      order: ORDER[query.sort],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    });
    return { items: rows.map((c) => c.toContract()), total, page: query.page, limit: query.limit };
  }

  async mains(): Promise<Category[]> {
    return (await this.categories.find({ where: { parentId: IsNull() }, order: ORDER.order })).map((c) =>
      c.toContract(),
    );
  }

  async tree(): Promise<CategoryNode[]> {
    return buildTree(await this.all());
  }

  async findOne(id: string): Promise<CategoryNode> {
    const node = this.findNode(await this.tree(), id);
    if (!node) throw notFound();
    return node;
  }

  /** Ids of a live category and all its live descendants, for listings by category. */
  async subtree(id: string): Promise<string[]> {
    const all = await this.all();
    if (!all.some((c) => c.id === id)) throw notFound();
    return subtreeIds(all, id);
  }

  async create(body: CreateCategoryBody): Promise<Category> {
    if (body.parentId) await this.live(body.parentId);
    const category = await this.categories.save(
      this.categories.create({ ...body, posterDesktop: body.upload?.key ?? null, posterMobile: null }),
    );
    void this.events.changed('category', category.id);
    return category.toContract();
  }

  async update(id: string, body: UpdateCategoryBody): Promise<Category> {
    const category = await this.categories.findOne({ where: { id }, withDeleted: true });
    if (!category || (category.deletedAt && !body.restore)) throw notFound();
    if (body.parentId !== undefined) {
      if (body.parentId) await this.live(body.parentId);
      if (wouldCycle(await this.all(), id, body.parentId))
        throw ServiceError.badRequest(MESSAGES.categoryCycle);
    }
    const { restore, ...changes } = body;
    Object.assign(category, changes);
    if (restore) category.deletedAt = null;
    await this.categories.save(category);
    void this.events.changed('category', id);
    return category.toContract();
  }

  async setPoster(id: string, variant: PosterVariant, key: string): Promise<Category> {
    const category = await this.live(id);
    category.setPoster(variant, key);
    await this.categories.save(category);
    void this.events.changed('category', id);
    return category.toContract();
  }

  async remove(id: string): Promise<{ deleted: true }> {
    await this.live(id);
    const hasChildren = await this.categories.exists({ where: { parentId: id } });
    const hasProducts = await this.products.exists({ where: { categoryId: id } });
    if (hasChildren || hasProducts) throw ServiceError.conflict(MESSAGES.categoryNotEmpty);
    await this.categories.softDelete(id);
    void this.events.changed('category', id);
    return { deleted: true };
  }

  private async all(): Promise<Category[]> {
    return (await this.categories.find({ order: ORDER.order })).map((c) => c.toContract());
  }

  async live(id: string): Promise<CategoryEntity> {
    const category = await this.categories.findOneBy({ id });
    if (!category) throw notFound();
    return category;
  }

  private findNode(nodes: CategoryNode[], id: string): CategoryNode | undefined {
    for (const node of nodes) {
      if (node.id === id) return node;
      const found = this.findNode(node.children, id);
      if (found) return found;
    }
    return undefined;
  }
}
