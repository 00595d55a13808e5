import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { z } from 'zod';
import { foldPersian, type listDesignsQuery, type Page } from '@ela/contracts';
import { listPage, type ListSpec, refusedAs } from '@ela/service-kit';
import { DesignErrors } from './design-errors';
import { DesignEntity } from './design.entity';

const LIST: ListSpec<z.infer<typeof listDesignsQuery>, DesignEntity> = {
  orders: { name: { 'd.name': 'ASC', 'd.id': 'ASC' }, newest: { 'd.created_at': 'DESC', 'd.id': 'DESC' } },
  search: { in: ['d.search_text'], fold: foldPersian },
};

@Injectable()
export class DesignsRepository {
  constructor(@InjectRepository(DesignEntity) private readonly rows: Repository<DesignEntity>) {}

  page(query: z.infer<typeof listDesignsQuery>): Promise<Page<DesignEntity>> {
    return listPage(this.rows.createQueryBuilder('d'), query, LIST, (d) => d);
  }

  find(id: string, tx: EntityManager = this.rows.manager): Promise<DesignEntity | null> {
    return tx.getRepository(DesignEntity).findOneBy({ id });
  }

  save(tx: EntityManager, design: DesignEntity): Promise<DesignEntity> {
    return refusedAs(tx.getRepository(DesignEntity).save(design), {
      design_name_key: DesignErrors.nameTaken,
    });
  }

  /** Inventories, live or in the recycle bin, keep their design: the reference refuses the delete. */
  async delete(tx: EntityManager, id: string): Promise<void> {
    await refusedAs(tx.getRepository(DesignEntity).delete(id), {
      inventory_design_id_fkey: DesignErrors.inUse,
    });
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }
}
