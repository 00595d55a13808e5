import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MESSAGES, type Color, type CreateColorBody, type Page, type UpdateColorBody } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { ColorEntity } from './color.entity';
import { InventoryEntity } from '../inventories/inventory.entity';
import { CatalogEvents } from '../events/catalog-events';

const ORDER = { name: { name: 'ASC', id: 'ASC' }, newest: { createdAt: 'DESC', id: 'DESC' } } as const;

@Injectable()
export class ColorsService {
  constructor(
    @InjectRepository(ColorEntity) private readonly colors: Repository<ColorEntity>,
    @InjectRepository(InventoryEntity) private readonly inventories: Repository<InventoryEntity>,
    private readonly events: CatalogEvents,
  ) {}

  async list(query: { page: number; limit: number; sort: 'name' | 'newest' }): Promise<Page<Color>> {
    const [rows, total] = await this.colors.findAndCount({
      order: ORDER[query.sort],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    });
    return { items: rows.map((c) => c.toContract()), total, page: query.page, limit: query.limit };
  }

  async findOne(id: string): Promise<Color> {
    return (await this.get(id)).toContract();
  }

  async create(body: CreateColorBody): Promise<Color> {
    const color = await this.colors.save(this.colors.create(body));
    void this.events.changed('color', color.id);
    return color.toContract();
  }

  async update(id: string, body: UpdateColorBody): Promise<Color> {
    const color = Object.assign(await this.get(id), body);
    await this.colors.save(color);
    void this.events.changed('color', id);
    return color.toContract();
  }

  async remove(id: string): Promise<{ deleted: true }> {
    await this.get(id);
    if (await this.inventories.exists({ where: { colorId: id }, withDeleted: true }))
      throw ServiceError.conflict(MESSAGES.inUse);
    await this.colors.delete(id);
    void this.events.changed('color', id);
    return { deleted: true };
  }

  private async get(id: string): Promise<ColorEntity> {
    const color = await this.colors.findOneBy({ id });
    if (!color) throw ServiceError.notFound(MESSAGES.colorNotFound);
    return color;
  }
}
