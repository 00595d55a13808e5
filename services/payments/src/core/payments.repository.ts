import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { ListPaymentsQuery, Page, PaymentGateway, PaymentState } from '@ela/contracts';
import { PlainRows, listPage, type ListOrder } from '@ela/service-kit';
import { PaymentEntity } from './payment.entity';

const NEWEST: ListOrder = { 'p.created_at': 'DESC', 'p.id': 'DESC' };
const OLDEST: ListOrder = { 'p.created_at': 'ASC', 'p.id': 'ASC' };
/** What reconciliation still has to finish: a bank or orders to ask (the payment_unsettled index). */
const UNFINISHED = `(state IN ('started', 'at_bank', 'verifying', 'reversal_pending')
  OR (claim = 'held' AND state <> 'paid'))`;

@Injectable()
export class PaymentsRepository {
  /** A payment's insert and its moves as it starts, once an order: plain SQL (see PlainRows). */
  private readonly plain: PlainRows<PaymentEntity>;

  constructor(@InjectRepository(PaymentEntity) private readonly rows: Repository<PaymentEntity>) {
    this.plain = new PlainRows(rows);
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }

  /**
   * Writes a new payment unless an attempt of its order is being verified with the bank now (paying
   * again must wait for it); false then, and nothing is written. One statement, no read before it;
   * one without a number gets the next, drawn in the same statement.
   */
  insertUnlessVerifying(payment: PaymentEntity): Promise<boolean> {
    return this.plain.insertUnless(payment, "order_id = $1 AND state = 'verifying'", [payment.orderId]);
  }

  /**
   * Writes a move (its state, status, history and reference) only if the row is still in `from`:
   * one statement instead of a lock, a read and a save, for a payment this process has just
   * written. False when another move got there first; the row is then left as that one wrote it.
   */
  async moveIfStill(payment: PaymentEntity, from: PaymentState): Promise<boolean> {
    const { state, status, history, reference } = payment;
    return (
      (await this.plain.update({ id: payment.id, state: from }, { state, status, history, reference })) === 1
    );
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

  /**
   * Takes the payment for one process for `ms` (no transaction stays open meanwhile); answers
   * false while another holds it. A killed holder's lease simply runs out.
   */
  async lease(id: string, ms: number): Promise<boolean> {
    const [rows] = await this.rows.query<[unknown[], number]>(
      `UPDATE payment SET lease_until = now() + make_interval(secs => $2::float8 / 1000)
       WHERE id = $1 AND (lease_until IS NULL OR lease_until < now()) RETURNING id`,
      [id, ms],
    );
    return rows.length > 0;
  }

  async unlease(id: string): Promise<void> {
    await this.rows.query('UPDATE payment SET lease_until = NULL WHERE id = $1', [id]);
  }

  /** The order's paid payment, if any. */
  paidOf(orderId: string): Promise<PaymentEntity | null> {
    return this.rows.findOneBy({ orderId, state: 'paid' });
  }

  /** An attempt of the order the bank is being asked about now: paying again must wait for it. */
  async verifyingOf(orderId: string): Promise<boolean> {
    const rows: unknown[] = await this.rows.query(
      "SELECT 1 FROM payment WHERE order_id = $1 AND state = 'verifying' LIMIT 1",
      [orderId],
    );
    return rows.length > 0;
  }

  /**
   * Unfinished payments not touched since `before`, least recently touched first, so a payment
   * that keeps failing (its gateway switched off) goes to the back of the line instead of
   * starving the rest.
   */
  async unfinishedBefore(before: Date, limit: number): Promise<{ id: string }[]> {
    return this.rows.query(
      `SELECT id FROM payment WHERE ${UNFINISHED} AND updated_at < $1
         AND (lease_until IS NULL OR lease_until < now())
       ORDER BY updated_at LIMIT $2`,
      [before, limit],
    );
  }

  /** Marks a payment as looked at, so the sweep's order moves on past it. */
  async touch(id: string): Promise<void> {
    await this.rows.query('UPDATE payment SET updated_at = now() WHERE id = $1', [id]);
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
          state: (qb, s) => void qb.andWhere('p.state = :st', { st: s }),
          gateway: (qb, g) => void qb.andWhere('p.gateway = :g', { g }),
          orderId: (qb, id) => void qb.andWhere('p.order_id = :id', { id }),
        },
      },
      (p) => p,
    );
  }
}
