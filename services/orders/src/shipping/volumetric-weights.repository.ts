import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ListVolumetricWeightsQuery, Page } from '@ela/contracts';
import { PlainRows, ReusedForAWhile, listPage, refusedAs, type ListSpec } from '@ela/service-kit';
import { ShippingErrors } from './shipping-errors';
import { VolumetricWeightEntity } from './volumetric-weight.entity';
import { SHIPPING_TABLES_REUSED_MS } from './shipping-settings';

const LIST: ListSpec<ListVolumetricWeightsQuery, VolumetricWeightEntity> = {
  orders: { newest: { 'v.created_at': 'DESC', 'v.id': 'DESC' } },
  filters: {
    productId: (qb, id) => qb.andWhere('v.product_id = :productId', { productId: id }),
    categoryId: (qb, id) => qb.andWhere('v.category_id = :categoryId', { categoryId: id }),
  },
};

const TAKEN = {
  volumetric_weight_product_key: ShippingErrors.volumetricTargetTaken,
  volumetric_weight_category_key: ShippingErrors.volumetricTargetTaken,
};

@Injectable()
export class VolumetricWeightsRepository {
  /**
   * Every shipping quote, an order's placement's included, reads the entries of its lines: the
   * whole table (one entry at most a product or category) is read once and reused for a while.
   */
  private readonly plain: PlainRows<VolumetricWeightEntity>;
  private readonly book = new ReusedForAWhile(SHIPPING_TABLES_REUSED_MS, async () => {
    const entries = await this.plain.where('true', []);
    return {
      byProduct: new Map(entries.filter((e) => e.productId !== null).map((e) => [e.productId!, e])),
      byCategory: new Map(entries.filter((e) => e.categoryId !== null).map((e) => [e.categoryId!, e])),
    };
  });

  constructor(
    @InjectRepository(VolumetricWeightEntity) private readonly rows: Repository<VolumetricWeightEntity>,
  ) {
    this.plain = new PlainRows(rows);
  }

  page(query: ListVolumetricWeightsQuery): Promise<Page<VolumetricWeightEntity>> {
    return listPage(this.rows.createQueryBuilder('v'), query, LIST, (v) => v);
  }

  find(id: string): Promise<VolumetricWeightEntity | null> {
    return this.rows.findOneBy({ id });
  }

  async save(entry: VolumetricWeightEntity): Promise<VolumetricWeightEntity> {
    const saved = await refusedAs(this.rows.save(entry), TAKEN);
    this.book.forget();
    return saved;
  }

  /** Whether a row was there to delete. */
  async delete(id: string): Promise<boolean> {
    const result = await this.rows.delete(id);
    this.book.forget();
    return (result.affected ?? 0) > 0;
  }

  /** The entries of these products and of these categories. */
  async forTargets(productIds: string[], categoryIds: string[]): Promise<VolumetricWeightEntity[]> {
    if (!productIds.length && !categoryIds.length) return [];
    const { byProduct, byCategory } = await this.book.get();
    return [
      ...productIds.map((id) => byProduct.get(id)),
      ...categoryIds.map((id) => byCategory.get(id)),
    ].filter((e): e is VolumetricWeightEntity => e !== undefined);
  }
}
