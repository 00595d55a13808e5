import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { z } from 'zod';
import { foldPersian, type listColorsQuery, type Page } from '@ela/contracts';
import { listPage, type ListSpec, refusedAs } from '@ela/service-kit';
import { ColorErrors } from './color-errors';
import { ColorEntity } from './color.entity';

const LIST: ListSpec<z.infer<typeof listColorsQuery>, ColorEntity> = {
  orders: { name: { 'c.name': 'ASC', 'c.id': 'ASC' }, newest: { 'c.created_at': 'DESC', 'c.id': 'DESC' } },
  search: { in: ['c.search_text'], fold: foldPersian },
};

@Injectable()
export class ColorsRepository {
  constructor(@InjectRepository(ColorEntity) private readonly rows: Repository<ColorEntity>) {}

  page(query: z.infer<typeof listColorsQuery>): Promise<Page<ColorEntity>> {
    return listPage(this.rows.createQueryBuilder('c'), query, LIST, (c) => c);
  }

  find(id: string, tx: EntityManager = this.rows.manager): Promise<ColorEntity | null> {
    return tx.getRepository(ColorEntity).findOneBy({ id });
  }

  save(tx: EntityManager, color: ColorEntity): Promise<ColorEntity> {
    return refusedAs(tx.getRepository(ColorEntity).save(color), {
      color_name_key: ColorErrors.nameTaken,
    });
  }

  /** Inventories, live or in the recycle bin, keep their colour: the reference refuses the delete. */
  async delete(tx: EntityManager, id: string): Promise<void> {
    await refusedAs(tx.getRepository(ColorEntity).delete(id), {
      inventory_color_id_fkey: ColorErrors.inUse,
    });
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }
}
