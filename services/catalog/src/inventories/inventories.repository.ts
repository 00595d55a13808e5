import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Equal, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { foldPersian, type Page, type VersionedInventory } from '@ela/contracts';
import { listPage, orderList, refusedAs, whereList, type ListParams, type ListSpec } from '@ela/service-kit';
import { ColorErrors } from '../colors/color-errors';
import { DesignErrors } from '../designs/design-errors';
import { InventoryErrors } from './inventory-errors';
import { InventoryEntity } from './inventory.entity';
import {
  INVENTORY_ORDER,
  type DeletedParams,
  type InventoryListParams,
  type OnSaleParams,
} from './inventory-listing';

const LIST: ListSpec<InventoryListParams, InventoryEntity> = {
  orders: INVENTORY_ORDER,
  search: { in: ['i.search_text'], fold: foldPersian },
  filters: {
    productId: (qb, productId) => qb.andWhere('i.product_id = :productId', { productId }),
    categoryIds: (qb, categoryIds) => qb.andWhere('p.category_id IN (:...categoryIds)', { categoryIds }),
    onSale: (qb, onSale) => qb.andWhere(onSale ? 'i.sale_price IS NOT NULL' : 'i.sale_price IS NULL'),
  },
};
/** Biggest discount first. */
const ON_SALE: ListSpec<OnSaleParams, InventoryEntity> = {
  orders: { discount: { 'i.price - i.sale_price': 'DESC', 'i.id': 'ASC' } },
};
const DELETED: ListSpec<DeletedParams, InventoryEntity> = {
  orders: { deleted_newest: { 'i.deleted_at': 'DESC', 'i.id': 'DESC' } },
};
/** Rows of a listing's page, each with its answer from the read model when it holds one, and the total. */
export interface ViewedPage {
  total: number;
  rows: { id: string; body: VersionedInventory | null }[];
}
/** What a write may break, and what that means to the caller. */
const REFUSALS = {
  inventory_name_idx: InventoryErrors.nameTaken,
  inventory_product_number_key: InventoryErrors.productNumberTaken,
  inventory_color_id_fkey: ColorErrors.notFound,
  inventory_design_id_fkey: DesignErrors.notFound,
};

@Injectable()
export class InventoriesRepository {
  constructor(@InjectRepository(InventoryEntity) private readonly rows: Repository<InventoryEntity>) {}

  /** Inventories with their product, colour and design; live ones of live products unless asked. */
  private joined(withDeleted = false): SelectQueryBuilder<InventoryEntity> {
    const qb = this.rows
      .createQueryBuilder('i')
      .innerJoinAndSelect('i.product', 'p')
      .leftJoinAndSelect('i.color', 'color')
      .leftJoinAndSelect('i.design', 'design');
    return withDeleted ? qb.withDeleted() : qb.andWhere('p.deleted_at IS NULL');
  }

  /**
   * A page of live inventories as the listing's spec finds and orders them, each with its answer as
   * the read model keeps it (`inventory_view`, written in every write's transaction), and the total.
   * Building the answers from the joined entities had been a quarter of the catalog's CPU under a
   * load of listings. A row the view does not hold yet (written behind the service's back, before
   * the view is filled) comes without one.
   */
  viewedPage(params: InventoryListParams): Promise<ViewedPage> {
    return this.viewed(this.live(), params, LIST);
  }

  /** The same for the sale listing, biggest discount first. */
  viewedOnSalePage(params: OnSaleParams): Promise<ViewedPage> {
    return this.viewed(this.live().andWhere('i.sale_price IS NOT NULL'), params, ON_SALE);
  }

  private live(): SelectQueryBuilder<InventoryEntity> {
    return this.rows.createQueryBuilder('i').innerJoin('i.product', 'p').andWhere('p.deleted_at IS NULL');
  }

  /** The rows of a listing's first `limit`, with no total: for answers that show no pages (menus). */
  viewedRows(params: InventoryListParams): Promise<ViewedPage['rows']> {
    return this.pageOf(whereList(this.live(), params, LIST), params, LIST).getRawMany();
  }

  private async viewed<P extends ListParams>(
    live: SelectQueryBuilder<InventoryEntity>,
    params: P,
    spec: ListSpec<P, InventoryEntity>,
  ): Promise<ViewedPage> {
    const found = whereList(live, params, spec);
    const [rows, total] = await Promise.all([
      this.pageOf(found.clone(), params, spec).getRawMany(),
      found.getCount(),
    ]);
    return { total, rows };
  }

  /** The page `params` names of the rows `found` holds, each with its read model answer. */
  private pageOf<P extends ListParams>(
    found: SelectQueryBuilder<InventoryEntity>,
    params: P,
    spec: ListSpec<P, InventoryEntity>,
  ): SelectQueryBuilder<InventoryEntity> {
    return orderList(found, spec.orders[params.sort as P['sort']])
      .leftJoin('inventory_view', 'v', 'v.id = i.id')
      .select('i.id', 'id')
      .addSelect('v.body', 'body')
      .offset((params.page - 1) * params.limit)
      .limit(params.limit);
  }

  deletedPage(params: DeletedParams): Promise<Page<InventoryEntity>> {
    return listPage(this.joined(true).andWhere('i.deleted_at IS NOT NULL'), params, DELETED, (i) => i);
  }

  findLive(id: string): Promise<InventoryEntity | null> {
    return this.joined().andWhere('i.id = :id', { id }).getOne();
  }

  findAny(id: string): Promise<InventoryEntity | null> {
    return this.joined(true).andWhere('i.id = :id', { id }).getOne();
  }

  findByName(name: string): Promise<InventoryEntity | null> {
    return this.joined().andWhere('i.name = :name', { name }).getOne();
  }

  findByProductNumber(n: number): Promise<InventoryEntity | null> {
    return this.joined().andWhere('i.product_number = :n', { n }).getOne();
  }

  /** Live inventories of the ids, in the order of the ids. */
  async liveByIds(ids: string[]): Promise<InventoryEntity[]> {
    if (!ids.length) return [];
    const found = await this.joined().andWhere('i.id IN (:...ids)', { ids }).getMany();
    return ids.map((id) => found.find((i) => i.id === id)).filter((i): i is InventoryEntity => !!i);
  }

  ofProduct(productId: string): Promise<InventoryEntity[]> {
    return this.joined(true)
      .andWhere('i.product_id = :productId', { productId })
      .orderBy('i.created_at')
      .getMany();
  }

  /** The row alone (no joins to write back), in the recycle bin or not, inside a write. */
  rowIn(tx: EntityManager, id: string): Promise<InventoryEntity | null> {
    return tx.getRepository(InventoryEntity).findOne({ where: { id }, withDeleted: true });
  }

  /** A product's rows alone, live and deleted, inside a write. */
  allRowsOf(tx: EntityManager, productId: string): Promise<InventoryEntity[]> {
    return tx.getRepository(InventoryEntity).find({ where: { productId }, withDeleted: true });
  }

  liveRowsOf(tx: EntityManager, productId: string): Promise<InventoryEntity[]> {
    return tx.getRepository(InventoryEntity).find({ where: { productId } });
  }

  /** The rows that went to the recycle bin with their product, at the very moment it did. */
  rowsRemovedWith(tx: EntityManager, productId: string, at: Date): Promise<InventoryEntity[]> {
    return tx
      .getRepository(InventoryEntity)
      .find({ where: { productId, deletedAt: Equal(at) }, withDeleted: true });
  }

  async nextProductNumber(tx: EntityManager): Promise<number> {
    const [{ n }]: { n: string }[] = await tx.query("SELECT nextval('product_number_seq') AS n");
    return Number(n);
  }

  save(tx: EntityManager, inventory: InventoryEntity): Promise<InventoryEntity> {
    return refusedAs(tx.getRepository(InventoryEntity).save(inventory), REFUSALS);
  }

  async saveAll(tx: EntityManager, inventories: InventoryEntity[]): Promise<void> {
    await refusedAs(tx.getRepository(InventoryEntity).save(inventories), REFUSALS);
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }
}
