import { Injectable } from '@nestjs/common';
import type {
  CreateVolumetricWeightBody,
  ListVolumetricWeightsQuery,
  Page,
  UpdateVolumetricWeightBody,
  VolumetricWeight,
} from '@ela/contracts';
import { ShippingErrors } from './shipping-errors';
import { VolumetricWeightEntity } from './volumetric-weight.entity';
import { VolumetricWeightsRepository } from './volumetric-weights.repository';

/**
 * Volumetric weights are shop configuration. The product or category named is not looked up in
 * the catalog: an entry for one that is gone is never matched, and costs nothing.
 */
@Injectable()
export class VolumetricWeightsService {
  constructor(private readonly weights: VolumetricWeightsRepository) {}

  async list(query: ListVolumetricWeightsQuery): Promise<Page<VolumetricWeight>> {
    const page = await this.weights.page(query);
    return { ...page, items: page.items.map((v) => v.toContract()) };
  }

  async findOne(id: string): Promise<VolumetricWeight> {
    return (await this.get(id)).toContract();
  }

  async create(body: CreateVolumetricWeightBody): Promise<VolumetricWeight> {
    const { productId, categoryId, ...measure } = body;
    return (
      await this.weights.save(VolumetricWeightEntity.create({ productId, categoryId }, measure))
    ).toContract();
  }

  async update(id: string, body: UpdateVolumetricWeightBody): Promise<VolumetricWeight> {
    const entry = await this.get(id);
    entry.remeasure(body);
    return (await this.weights.save(entry)).toContract();
  }

  async remove(id: string): Promise<{ deleted: true }> {
    if (!(await this.weights.delete(id))) throw ShippingErrors.volumetricWeightNotFound();
    return { deleted: true };
  }

  private async get(id: string): Promise<VolumetricWeightEntity> {
    const entry = await this.weights.find(id);
    if (!entry) throw ShippingErrors.volumetricWeightNotFound();
    return entry;
  }
}
