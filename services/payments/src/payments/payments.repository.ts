import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { ListPaymentsQuery, Page, PaymentGateway } from '@ela/contracts';
import { listPage, type ListOrder } from '@ela/service-kit';
import { PaymentEntity } from './payment.entity';

const NEWEST: ListOrder = { 'p.created_at': 'DESC', 'p.id': 'DESC' };
const OLDEST: ListOrder = { 'p.created_at': 'ASC', 'p.id': 'ASC' };
const LIVE = "('Initial', 'Pending')";

@Injectable()
export class PaymentsRepository {
  constructor(@InjectRepository(PaymentEntity) private readonly rows: Repository<PaymentEntity>) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }

  async nextNumber(tx: EntityManager): Promise<number> {
    const [row] = (await tx.query("SELECT nextval('payment_number_seq')::text AS n")) as { n: string }[];
    return Number(row.n);
  }

  async insert(tx: EntityManager, payment: PaymentEntity): Promise<void> {
    await tx.insert(PaymentEntity, payment);
  }

  save(tx: EntityManager, payment: PaymentEntity): Promise<PaymentEntity> {
    return tx.save(payment);
  }

  findOne(id: string): Promise<PaymentEntity | null> {
    return this.rows.findOneBy({ id });
  }

  findByReference(gateway: PaymentGateway, reference: string): Promise<PaymentEntity | null> {
    return this.rows.findOneBy({ gateway, reference });
  }

  /** The payment, locked until `tx` ends: changes to one payment take turns. */
  lock(tx: EntityManager, id: string): Promise<PaymentEntity | null> {
    return tx.findOne(PaymentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  lockByReference(
    tx: EntityManager,
    gateway: PaymentGateway,
    reference: string,
  ): Promise<PaymentEntity | null> {
    return tx.findOne(PaymentEntity, { where: { gateway, reference }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Makes the payments of one order take turns until `tx` ends (a transaction-scoped advisory
   * lock on the order id), so two attempts of the same order are never both taken.
   */
  async lockOrder(tx: EntityManager, orderId: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [orderId]);
  }

  async hasSuccess(tx: EntityManager, orderId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      "SELECT 1 FROM payment WHERE order_id = $1 AND status = 'Success' LIMIT 1",
      [orderId],
    );
    return rows.length > 0;
  }

  /** Another attempt of the order that the customer may still be paying. */
  async hasOtherLive(tx: EntityManager, orderId: string, exceptId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM payment WHERE order_id = $1 AND id <> $2 AND status IN ${LIVE}
         AND reference IS NOT NULL LIMIT 1`,
      [orderId, exceptId],
    );
    return rows.length > 0;
  }

  /**
   * Unsettled payments older than `before`, oldest first: those that reached a bank, and those
   * whose bank's answer to opening a session never came back.
   */
  async unsettledBefore(before: Date, limit: number): Promise<{ id: string }[]> {
    return this.rows.query(
      `SELECT id FROM payment WHERE status IN ${LIVE} AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before, limit],
    );
  }

  /** Money still owed back to customers: reversals the bank has not confirmed yet. */
  async owedReversals(limit: number): Promise<{ id: string }[]> {
    return this.rows.query(
      "SELECT id FROM payment WHERE reversal = 'requested' ORDER BY updated_at LIMIT $1",
      [limit],
    );
  }

  page(query: ListPaymentsQuery): Promise<Page<PaymentEntity>> {
    return listPage(
      this.rows.createQueryBuilder('p'),
      query,
      {
        orders: { newest: NEWEST, oldest: OLDEST, amount: { 'p.amount': 'DESC', 'p.id': 'DESC' } },
        search: { in: ['p.reference', 'p.ref_id', 'p.id::text', 'p.order_id::text', 'p.number::text'] },
        filters: {
          status: (qb, s) => void qb.andWhere('p.status = :s', { s }),
          gateway: (qb, g) => void qb.andWhere('p.gateway = :g', { g }),
          orderId: (qb, id) => void qb.andWhere('p.order_id = :id', { id }),
        },
      },
      (p) => p,
    );
  }
}
