import { Injectable } from '@nestjs/common';
import { foldPersian, type Inventory, type ListInventoriesQuery, type Page } from '@ela/contracts';
import { CategoriesService } from '../categories/categories.service';
import { ProductsService } from '../products/products.service';
import { InventoryErrors } from './inventory-errors';
import { InventoryViewsRepository } from '../read-model/inventory-views.repository';
import { InventoriesRepository, type ViewedPage } from './inventories.repository';
import { SearchRankings } from './search-rankings';
import type { InventoryEntity } from './inventory.entity';
import type { DeletedParams } from './inventory-listing';

const contract = (page: Page<InventoryEntity>): Page<Inventory> => ({
  ...page,
  items: page.items.map((i) => i.toContract()),
});
const found = (inventory: InventoryEntity | null): Inventory => {
  if (!inventory) throw InventoryErrors.notFound();
  return inventory.toContract();
};

/** Reading inventories, by listing, lookup or search. */
@Injectable()
export class InventoriesService {
  constructor(
    private readonly inventories: InventoriesRepository,
    private readonly search: SearchRankings,
    private readonly categories: CategoriesService,
    private readonly products: ProductsService,
    private readonly views: InventoryViewsRepository,
  ) {}

  async list(query: ListInventoriesQuery): Promise<Page<Inventory>> {
    const { categoryId, onSale, ...params } = query;
    const categoryIds = categoryId ? await this.categories.subtree(categoryId) : undefined;
    const sale = onSale === undefined ? undefined : onSale === 'true';
    return this.answered(await this.inventories.viewedPage({ ...params, categoryIds, onSale: sale }), params);
  }

  async onSale(query: { page: number; limit: number }): Promise<Page<Inventory>> {
    return this.answered(await this.inventories.viewedOnSalePage({ ...query, sort: 'discount' }), query);
  }

  async listDeleted(params: DeletedParams): Promise<Page<Inventory>> {
    return contract(await this.inventories.deletedPage(params));
  }

  async byCategory(categoryId: string, limit: number): Promise<Inventory[]> {
    const categoryIds = await this.categories.subtree(categoryId);
    // A menu shows no pages, so the subtree's inventories are not counted.
    return this.items(await this.inventories.viewedRows({ page: 1, limit, sort: 'newest', categoryIds }));
  }

  /** A listing's page with each row's answer: the read model's, or for the few it lacks the tables'. */
  private async answered(
    { total, rows }: ViewedPage,
    { page, limit }: { page: number; limit: number },
  ): Promise<Page<Inventory>> {
    return { items: await this.items(rows), total, page, limit };
  }

  private items(rows: ViewedPage['rows']): Promise<Inventory[]> {
    const viewed = new Map(rows.flatMap((row) => (row.body ? [[row.id, row.body] as const] : [])));
    return this.inOrder(
      rows.map((row) => row.id),
      viewed,
    );
  }

  /** Live ones of the ids, in their order: from the read model, the rest (if any) from the tables. */
  async byIds(ids: string[]): Promise<Inventory[]> {
    return this.inOrder(ids, new Map((await this.views.byIds(ids)).map((i) => [i.id, i])));
  }

  /** The live ones of `ids`, in their order: the read model's answers in `viewed`, the rest from the tables. */
  private async inOrder(ids: string[], viewed: Map<string, Inventory>): Promise<Inventory[]> {
    const rest = ids.filter((id) => !viewed.has(id));
    for (const inventory of await this.inventories.liveByIds(rest))
      viewed.set(inventory.id, inventory.toContract());
    return ids.flatMap((id) => viewed.get(id) ?? []);
  }

  /** Every inventory of a product, in the recycle bin or not, for the admin's product page. */
  async byProduct(productId: string): Promise<Inventory[]> {
    await this.products.assertExists(productId);
    return (await this.inventories.ofProduct(productId)).map((i) => i.toContract());
  }

  // Lookups read the read model; one it does not hold (not filled yet, or no such inventory) the tables.
  async findOne(id: string): Promise<Inventory> {
    return (await this.views.byId(id)) ?? found(await this.inventories.findLive(id));
  }

  async findByName(name: string): Promise<Inventory> {
    return (await this.views.byName(name)) ?? found(await this.inventories.findByName(name));
  }

  async findByProductNumber(n: number): Promise<Inventory> {
    return (await this.views.byNumber(n)) ?? found(await this.inventories.findByProductNumber(n));
  }

  /** The best matches for what people typed, a page at a time. */
  async searchPage(query: { q: string; page: number; limit: number }): Promise<Page<Inventory>> {
    const offset = (query.page - 1) * query.limit;
    const { ids, total } = await this.search.page(foldPersian(query.q), offset, query.limit);
    return { items: await this.byIds(ids), total, page: query.page, limit: query.limit };
  }
}
