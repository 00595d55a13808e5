import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  MESSAGES,
  type CreateDesignBody,
  type Design,
  type Page,
  type UpdateDesignBody,
} from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { DesignEntity } from './design.entity';
import { InventoryEntity } from '../inventories/inventory.entity';
import { CatalogEvents } from '../events/catalog-events';

const ORDER = { name: { name: 'ASC', id: 'ASC' }, newest: { createdAt: 'DESC', id: 'DESC' } } as const;

@Injectable()
export class DesignsService {
  constructor(
    @InjectRepository(DesignEntity) private readonly designs: Repository<DesignEntity>,
    @InjectRepository(InventoryEntity) private readonly inventories: Repository<InventoryEntity>,
    private readonly events: CatalogEvents,
  ) {}

  async list(query: { page: number; limit: number; sort: 'name' | 'newest' }): Promise<Page<Design>> {
    const [rows, total] = await this.designs.findAndCount({
      order: ORDER[query.sort],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    });
    return { items: rows.map((d) => d.toContract()), total, page: query.page, limit: query.limit };
  }

  async findOne(id: string): Promise<Design> {
    return (await this.get(id)).toContract();
  }

  async create(body: CreateDesignBody): Promise<Design> {
    const design = await this.designs.save(
      this.designs.create({ name: body.name, imageKey: body.upload?.key ?? null }),
    );
    void this.events.changed('design', design.id);
    return design.toContract();
  }

  async update(id: string, body: UpdateDesignBody): Promise<Design> {
    const design = await this.get(id);
    if (body.name !== undefined) design.name = body.name;
    if (body.upload) design.imageKey = body.upload.key;
    await this.designs.save(design);
    void this.events.changed('design', id);
    return design.toContract();
  }

  async remove(id: string): Promise<{ deleted: true }> {
    await this.get(id);
    if (await this.inventories.exists({ where: { designId: id }, withDeleted: true }))
      throw ServiceError.conflict(MESSAGES.inUse);
    await this.designs.delete(id);
    void this.events.changed('design', id);
    return { deleted: true };
  }

  private async get(id: string): Promise<DesignEntity> {
    const design = await this.designs.findOneBy({ id });
    if (!design) throw ServiceError.notFound(MESSAGES.designNotFound);
    return design;
  }
}
