import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { DiscountState, ListDiscountsQuery, ListGiftsQuery, Page } from '@ela/contracts';
import { listPage, refusedAs, type ListOrder } from '@ela/service-kit';
import { DiscountEntity } from './discount.entity';
import { DiscountErrors } from './discount-errors';

const ORDERS: Record<ListDiscountsQuery['sort'], ListOrder> = {
  newest: { 'd.created_at': 'DESC', 'd.id': 'DESC' },
  ending: { 'd.ends_at': 'ASC', 'd.id': 'ASC' },
  code: { 'd.code': 'ASC', 'd.id': 'ASC' },
};
const SEARCH = { in: ['d.code', 'd.title'] };
const usedUp = 'd.usage_limit IS NOT NULL AND d.used >= d.usage_limit';
/** The same precedence as `stateOf`: expired, then used up, then not started yet. */
const STATES: Record<DiscountState, string> = {
  expired: 'd.ends_at <= now()',
  used_up: `d.ends_at > now() AND ${usedUp}`,
  scheduled: `d.ends_at > now() AND NOT (${usedUp}) AND d.starts_at > now()`,
  active: `d.ends_at > now() AND NOT (${usedUp}) AND d.starts_at <= now()`,
};

@Injectable()
export class DiscountsRepository {
  constructor(@InjectRepository(DiscountEntity) private readonly rows: Repository<DiscountEntity>) {}

  page(query: ListDiscountsQuery): Promise<Page<DiscountEntity>> {
    return listPage(
      this.live(),
      query,
      {
        orders: ORDERS,
        search: SEARCH,
        filters: { state: (qb, state) => void qb.andWhere(`(${STATES[state]})`) },
      },
      (d) => d,
    );
  }

  /** Discounts given to chosen customers, or to one of them. */
  gifts(query: ListGiftsQuery): Promise<Page<DiscountEntity>> {
    const qb = this.live().andWhere('d.customer_ids IS NOT NULL');
    return listPage(
      qb,
      query,
      {
        orders: ORDERS,
        search: SEARCH,
        filters: {
          customerId: (q, id) =>
            void q.andWhere('d.customer_ids @> ARRAY[:customerId]::uuid[]', { customerId: id }),
        },
      },
      (d) => d,
    );
  }

  /** Codes active now that are for everyone or given to this customer, soonest ending first. */
  activeFor(customerId: string): Promise<DiscountEntity[]> {
    return this.live()
      .andWhere(`(${STATES.active})`)
      .andWhere('(d.customer_ids IS NULL OR d.customer_ids @> ARRAY[:customerId]::uuid[])', { customerId })
      .orderBy('d.ends_at', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .limit(100)
      .getMany();
  }

  find(id: string, tx: EntityManager = this.rows.manager): Promise<DiscountEntity | null> {
    return this.live(tx).andWhere('d.id = :id', { id }).getOne();
  }

  findByCode(code: string, tx: EntityManager = this.rows.manager): Promise<DiscountEntity | null> {
    return this.live(tx).andWhere('d.code = :code', { code }).getOne();
  }

  save(tx: EntityManager, discount: DiscountEntity): Promise<DiscountEntity> {
    return refusedAs(tx.getRepository(DiscountEntity).save(discount), {
      discount_code_key: DiscountErrors.codeTaken,
    });
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }

  private live(tx: EntityManager = this.rows.manager): SelectQueryBuilder<DiscountEntity> {
    return tx.getRepository(DiscountEntity).createQueryBuilder('d').where('d.deleted_at IS NULL');
  }
}
