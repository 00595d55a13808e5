import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import {
  type Color,
  type CreateColorBody,
  type Page,
  type UpdateColorBody,
  type listColorsQuery,
} from '@ela/contracts';
import { ColorErrors } from './color-errors';
import { ColorEntity } from './color.entity';
import { ColorsRepository } from './colors.repository';
import { CatalogChanges } from '../read-model/catalog-changes';

@Injectable()
export class ColorsService {
  constructor(
    private readonly colors: ColorsRepository,
    private readonly changes: CatalogChanges,
  ) {}

  async list(query: z.infer<typeof listColorsQuery>): Promise<Page<Color>> {
    const page = await this.colors.page(query);
    return { ...page, items: page.items.map((c) => c.toContract()) };
  }

  async findOne(id: string): Promise<Color> {
    return (await this.get(id)).toContract();
  }

  create(body: CreateColorBody): Promise<Color> {
    return this.write(async (tx) => this.colors.save(tx, ColorEntity.create(body.name, body.hex)));
  }

  update(id: string, body: UpdateColorBody): Promise<Color> {
    return this.write(async (tx) => {
      const color = await this.get(id, tx);
      if (body.name !== undefined) color.rename(body.name);
      if (body.hex !== undefined) color.repaint(body.hex);
      return this.colors.save(tx, color);
    });
  }

  async remove(id: string): Promise<{ deleted: true }> {
    await this.write(async (tx) => {
      const color = await this.get(id, tx);
      await this.colors.delete(tx, id);
      return color;
    });
    return { deleted: true };
  }

  /** The change and its event commit together. */
  private async write(work: (tx: EntityManager) => Promise<ColorEntity>): Promise<Color> {
    const color = await this.colors.transaction(async (tx) => {
      const changed = await work(tx);
      await this.changes.colorChanged(tx, changed.id);
      return changed;
    });
    return color.toContract();
  }

  private async get(id: string, tx?: EntityManager): Promise<ColorEntity> {
    const color = await this.colors.find(id, tx);
    if (!color) throw ColorErrors.notFound();
    return color;
  }
}
