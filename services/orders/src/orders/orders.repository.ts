import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { ListMyOrdersQuery, ListOrdersQuery, Page } from '@ela/contracts';
import { PlainRows, listPage, type ListOrder } from '@ela/service-kit';
import { OrderEntity } from './order.entity';

const NEWEST: ListOrder = { 'o.created_at': 'DESC', 'o.id': 'DESC' };
const OLDEST: ListOrder = { 'o.created_at': 'ASC', 'o.id': 'ASC' };
/** `$1` the order, `$2` until when (its plan is checked in the tests: one order, by its key). */
export const EXTEND_GRACE = `UPDATE customer_order SET grace_until = $2, updated_at = now()
  WHERE id = $1 AND status = 'placed' AND (grace_until IS NULL OR grace_until < $2)`;
const status = (qb: SelectQueryBuilder<OrderEntity>, s: string) => void qb.andWhere('o.status = :s', { s });

@Injectable()
export class OrdersRepository {
  /** Each placement inserts one: plain SQL (see PlainRows). */
  private readonly plain: PlainRows<OrderEntity>;

  constructor(@InjectRepository(OrderEntity) private readonly rows: Repository<OrderEntity>) {
    this.plain = new PlainRows(rows);
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }

  /** Outside any transaction: each statement commits as it ends. */
  manager(): EntityManager {
    return this.rows.manager;
  }

  /**
   * The order's insert, to run with the rest of its placement in one statement; PostgreSQL draws
   * its number (the column's default), which `readBack` puts into the order.
   */
  inserting(order: OrderEntity) {
    return this.plain.inserting(order);
  }

  save(tx: EntityManager, order: OrderEntity): Promise<OrderEntity> {
    return tx.save(order);
  }

  /**
   * Keeps a placed order payable until `until`, unless a later grace is already set: one statement,
   * under the row lock PostgreSQL takes for it, so it needs no transaction of its own.
   */
  async extendGrace(id: string, until: Date): Promise<void> {
    await this.rows.query(EXTEND_GRACE, [id, until]);
  }

  findOne(id: string): Promise<OrderEntity | null> {
    return this.rows.findOneBy({ id });
  }

  /** The order, locked until `tx` ends, so two changes to it take turns. */
  lock(tx: EntityManager, id: string): Promise<OrderEntity | null> {
    return tx.findOne(OrderEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Unpaid orders past their window and any bank session's grace, held by no payment, locked;
   * another replica's sweep skips them.
   */
  lockDue(tx: EntityManager, limit: number): Promise<OrderEntity[]> {
    return tx
      .createQueryBuilder(OrderEntity, 'o')
      .where("o.status = 'placed' AND GREATEST(o.expires_at, o.grace_until) < now() AND o.payment_id IS NULL")
      .orderBy('GREATEST(o.expires_at, o.grace_until)', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  pageOfCustomer(customerId: string, query: ListMyOrdersQuery): Promise<Page<OrderEntity>> {
    const qb = this.rows.createQueryBuilder('o').where('o.customer_id = :customerId', { customerId });
    return listPage(qb, query, { orders: { newest: NEWEST, oldest: OLDEST }, filters: { status } }, (o) => o);
  }

  /** All orders, or those a search found: the one with its number, and those of its customers. */
  page(
    query: ListOrdersQuery,
    found?: { customerIds: string[]; number: number | null },
  ): Promise<Page<OrderEntity>> {
    const qb = this.rows.createQueryBuilder('o');
    if (found)
      qb.where('(o.customer_id = ANY(:ids) OR o.number = :number)', {
        ids: found.customerIds,
        number: found.number,
      });
    return listPage(
      qb,
      query,
      {
        orders: { newest: NEWEST, oldest: OLDEST, total: { 'o.total': 'DESC', 'o.id': 'DESC' } },
        filters: {
          status,
          customerId: (qb, id) => void qb.andWhere('o.customer_id = :id', { id }),
          ids: (qb, ids) => void qb.andWhere('o.id = ANY(:orderIds)', { orderIds: ids }),
          from: (qb, from) => void qb.andWhere('o.created_at >= :from', { from }),
          to: (qb, to) => void qb.andWhere('o.created_at < :to', { to }),
        },
      },
      (o) => o,
    );
  }
}
