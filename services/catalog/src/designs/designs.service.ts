import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import {
  type CreateDesignBody,
  type Design,
  type Page,
  type UpdateDesignBody,
  type listDesignsQuery,
} from '@ela/contracts';
import { DesignErrors } from './design-errors';
import { DesignEntity } from './design.entity';
import { DesignsRepository } from './designs.repository';
import { CatalogChanges } from '../read-model/catalog-changes';
import { MediaReleases } from '../media/media-releases';

@Injectable()
export class DesignsService {
  constructor(
    private readonly designs: DesignsRepository,
    private readonly changes: CatalogChanges,
    private readonly media: MediaReleases,
  ) {}

  async list(query: z.infer<typeof listDesignsQuery>): Promise<Page<Design>> {
    const page = await this.designs.page(query);
    return { ...page, items: page.items.map((d) => d.toContract()) };
  }

  async findOne(id: string): Promise<Design> {
    return (await this.get(id)).toContract();
  }

  create(body: CreateDesignBody): Promise<Design> {
    const design = DesignEntity.create(body.name, body.upload?.key ?? null);
    return this.write((tx) => this.designs.save(tx, design));
  }

  update(id: string, body: UpdateDesignBody): Promise<Design> {
    return this.write(async (tx) => {
      const design = await this.get(id, tx);
      if (body.name !== undefined) design.rename(body.name);
      const replaced = body.upload ? design.showImage(body.upload.key) : null;
      const saved = await this.designs.save(tx, design);
      await this.media.release(tx, [replaced]);
      return saved;
    });
  }

  async remove(id: string): Promise<{ deleted: true }> {
    await this.write(async (tx) => {
      const design = await this.get(id, tx);
      await this.designs.delete(tx, id);
      await this.media.release(tx, [design.imageKey]);
      return design;
    });
    return { deleted: true };
  }

  /** The change and its event commit together. */
  private async write(work: (tx: EntityManager) => Promise<DesignEntity>): Promise<Design> {
    const design = await this.designs.transaction(async (tx) => {
      const changed = await work(tx);
      await this.changes.designChanged(tx, changed.id);
      return changed;
    });
    return design.toContract();
  }

  private async get(id: string, tx?: EntityManager): Promise<DesignEntity> {
    const design = await this.designs.find(id, tx);
    if (!design) throw DesignErrors.notFound();
    return design;
  }
}
