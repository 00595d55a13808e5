import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  GATEWAY_TITLES,
  type ClaimAnswer,
  type ClaimRefusal,
  type Order,
  type OrderClaimBody,
  type OrderClaimStatus,
  type PaymentCheck,
} from '@ela/contracts';
import { PaymentsClient } from '../payments/payments.client';
import { OrderChanges } from './order-changes';
import type { OrderEntity } from './order.entity';
import { OrderErrors } from './order-errors';
import { OrdersRepository } from './orders.repository';

type Step = Extract<OrderClaimBody, { paymentId: string }>;

const granted: ClaimAnswer = { granted: true, refusal: null };
const refused = (refusal: ClaimRefusal): ClaimAnswer => ({ granted: false, refusal });
/** A payment that may still take or has taken the order's money. */
const live = (c: PaymentCheck) => c.state === 'verifying' || c.state === 'paid';

/**
 * Payments' claim on an order (docs/decisions/money-state-machine.md): one payment at a time holds an order
 * before its verify, and only the holder, once its bank captured, pays it. No step is believed on
 * the request's word: payments is asked for its own row first, and the step applies only when
 * that row agrees (the order, the amount, the state, the capture). Each step runs under the
 * order's row lock.
 */
@Injectable()
export class OrderClaims {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly changes: OrderChanges,
    private readonly payments: PaymentsClient,
  ) {}

  /** A bank session is about to open: the customer's own order, still inside its window. */
  open(body: Extract<OrderClaimBody, { step: 'open' }>): Promise<Order> {
    return this.locked(body.orderId, async (tx, order) => {
      if (!order || order.customerId !== body.customerId) throw OrderErrors.notFound();
      if (!order.openForPayment()) throw OrderErrors.notPayable();
      order.startSession(new Date(body.sessionEndsAt));
      if (body.gateway) order.gateway = body.gateway;
      return (await this.orders.save(tx, order)).toContract();
    });
  }

  /**
   * The bank session a placement opened (payments was handed the order, so `open` was not asked):
   * the order stays payable until the session ends, when that is past its window.
   */
  async sessionOpened(order: OrderEntity, sessionEndsAt: Date): Promise<void> {
    if (order.expiresAt && sessionEndsAt.getTime() <= order.expiresAt.getTime()) return;
    await this.orders.extendGrace(order.id, order.sessionGrace(sessionEndsAt));
  }

  async step(body: Step): Promise<ClaimAnswer> {
    const payment = await this.payments.check(body.paymentId);
    if (payment.orderId !== body.orderId) return refused('ORDER_CLOSED');
    if (body.step === 'release') return this.release(payment);
    // Checked before the lock: asking payments about another holder must not hold the row.
    const holder = await this.holderOf(body.orderId, payment.id);
    return this.locked(body.orderId, async (tx, order) => {
      if (!order) return refused('ORDER_CLOSED');
      if (order.paymentId === payment.id && order.status !== 'placed')
        return order.status === 'cancelled' ? refused('ORDER_CLOSED') : granted;
      if (
        order.paymentId &&
        order.paymentId !== payment.id &&
        (order.paymentId !== holder?.id || live(holder))
      )
        return refused('ALREADY_PAID');
      // A holder's verify may finish after the grace: expiry never cancels a held order.
      const inTime = order.payable() || (order.paymentId === payment.id && order.status === 'placed');
      if (!inTime || order.total !== payment.amount) return refused('ORDER_CLOSED');
      if (body.step === 'hold') {
        if (payment.state !== 'verifying') return refused('ORDER_CLOSED');
        order.paymentId = payment.id;
        await this.orders.save(tx, order);
        return granted;
      }
      if (!payment.captured || !live(payment)) return refused('ORDER_CLOSED');
      order.markPaid(payment.id, order.customerId, `پرداخت با ${GATEWAY_TITLES[order.gateway]}`);
      await this.orders.save(tx, order);
      await this.changes.announce(tx, order, 'placed');
      return granted;
    });
  }

  async status(orderId: string): Promise<OrderClaimStatus> {
    const order = await this.orders.findOne(orderId);
    if (!order) throw OrderErrors.notFound();
    return { status: order.status, paymentId: order.paymentId };
  }

  /**
   * An attempt that ended without paying lets go of the order if it held it, and its bank session
   * no longer keeps the order payable past its window.
   */
  private release(payment: PaymentCheck): Promise<ClaimAnswer> {
    if (live(payment)) return Promise.resolve(refused('ALREADY_PAID'));
    return this.locked(payment.orderId, async (tx, order) => {
      if (order?.status !== 'placed') return granted;
      if (order.paymentId === payment.id) order.paymentId = null;
      if (!order.paymentId) order.graceUntil = null;
      await this.orders.save(tx, order);
      return granted;
    });
  }

  /** The payment holding the order now, as payments has it (null when none or this one). */
  private async holderOf(orderId: string, asking: string): Promise<PaymentCheck | null> {
    const order = await this.orders.findOne(orderId);
    if (!order?.paymentId || order.paymentId === asking) return null;
    return this.payments.check(order.paymentId);
  }

  private locked<T>(
    id: string,
    work: (tx: EntityManager, order: OrderEntity | null) => Promise<T>,
  ): Promise<T> {
    return this.orders.transaction(async (tx) => work(tx, await this.orders.lock(tx, id)));
  }
}
