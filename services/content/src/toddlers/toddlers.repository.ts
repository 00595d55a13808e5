import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { foldPersian, type ListToddlersQuery, type Page, type ReviewToddlersQuery } from '@ela/contracts';
import { containsPattern, listPage, type ListSpec } from '@ela/service-kit';
import { ToddlerEntity } from './toddler.entity';

const GALLERY: ListSpec<ListToddlersQuery, ToddlerEntity> = {
  orders: { newest: { 't.reviewed_at': 'DESC', 't.id': 'DESC' } },
};
const MINE: ListSpec<ListToddlersQuery, ToddlerEntity> = {
  orders: { newest: { 't.created_at': 'DESC', 't.id': 'DESC' } },
};
const QUEUE: ListSpec<ReviewToddlersQuery, ToddlerEntity> = {
  orders: {
    oldest: { 't.created_at': 'ASC', 't.id': 'ASC' },
    newest: { 't.created_at': 'DESC', 't.id': 'DESC' },
  },
  filters: { status: (qb, status) => void qb.andWhere('t.status = :status', { status }) },
};

@Injectable()
export class ToddlersRepository {
  constructor(@InjectRepository(ToddlerEntity) private readonly rows: Repository<ToddlerEntity>) {}

  approved(query: ListToddlersQuery): Promise<Page<ToddlerEntity>> {
    return listPage(this.approvedOnly(), query, GALLERY, (t) => t);
  }

  /** Approved entries whose name holds what was typed, folded as names are stored. */
  approvedNamed(name: string, query: ListToddlersQuery): Promise<Page<ToddlerEntity>> {
    const qb = this.approvedOnly().andWhere('t.name_key ILIKE :name', {
      name: containsPattern(foldPersian(name)),
    });
    return listPage(qb, query, GALLERY, (t) => t);
  }

  ofParent(parentId: string, query: ListToddlersQuery): Promise<Page<ToddlerEntity>> {
    const qb = this.rows.createQueryBuilder('t').where('t.parent_id = :parentId', { parentId });
    return listPage(qb, query, MINE, (t) => t);
  }

  queue(query: ReviewToddlersQuery): Promise<Page<ToddlerEntity>> {
    return listPage(this.rows.createQueryBuilder('t'), query, QUEUE, (t) => t);
  }

  find(id: string, tx: EntityManager = this.rows.manager): Promise<ToddlerEntity | null> {
    return tx.getRepository(ToddlerEntity).findOneBy({ id });
  }

  locked(tx: EntityManager, id: string): Promise<ToddlerEntity | null> {
    return tx
      .getRepository(ToddlerEntity)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.id = :id', { id })
      .getOne();
  }

  /**
   * How many of a parent's entries wait for review, counted under a lock on that parent, so two
   * submissions at once cannot both see room for one more.
   */
  async pendingOfParentLocked(tx: EntityManager, parentId: string): Promise<number> {
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('toddler-parent:' || $1, 0))", [parentId]);
    return tx.getRepository(ToddlerEntity).countBy({ parentId, status: 'pending' });
  }

  save(tx: EntityManager, toddler: ToddlerEntity): Promise<ToddlerEntity> {
    return tx.getRepository(ToddlerEntity).save(toddler);
  }

  async delete(tx: EntityManager, id: string): Promise<void> {
    await tx.getRepository(ToddlerEntity).delete(id);
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }

  private approvedOnly(): SelectQueryBuilder<ToddlerEntity> {
    return this.rows.createQueryBuilder('t').where("t.status = 'approved'");
  }
}
