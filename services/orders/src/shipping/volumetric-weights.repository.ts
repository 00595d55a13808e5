import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ListVolumetricWeightsQuery, Page } from '@ela/contracts';
import { PlainRows, listPage, refusedAs, type ListSpec } from '@ela/service-kit';
import { ShippingErrors } from './shipping-errors';
import { VolumetricWeightEntity } from './volumetric-weight.entity';

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
  /** Every shipping quote, an order's placement's included, reads the entries of its lines. */
  private readonly plain: PlainRows<VolumetricWeightEntity>;

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

  save(entry: VolumetricWeightEntity): Promise<VolumetricWeightEntity> {
    return refusedAs(this.rows.save(entry), TAKEN);
  }

  /** Whether a row was there to delete. */
  async delete(id: string): Promise<boolean> {
    const result = await this.rows.delete(id);
    return (result.affected ?? 0) > 0;
  }

  /** The entries of these products and of these categories, in one query. */
  forTargets(productIds: string[], categoryIds: string[]): Promise<VolumetricWeightEntity[]> {
    if (!productIds.length && !categoryIds.length) return Promise.resolve([]);
    return this.plain.where('product_id = ANY($1::uuid[]) OR category_id = ANY($2::uuid[])', [
      productIds,
      categoryIds,
    ]);
  }
}
