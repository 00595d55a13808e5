import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ClaimAnswer, PaymentFailure } from '@ela/contracts';
import type { PaymentEntity } from '../core/payment.entity';
import { gatewayErrors, paymentAnomalies, type PaymentAnomaly } from '../core/payment.metrics';
import { returnMismatch, sessionOver } from '../core/payment-rules';
import { PAYMENT_SETTINGS, type PaymentSettings } from '../core/payment-settings';
import { PaymentsRepository } from '../core/payments.repository';
import { GatewayAdapters } from '../gateways/gateway-adapters';
import { GatewayUnreachable, type GatewayAdapter, type Taken } from '../gateways/gateway-adapter';
import { OrdersClient } from '../orders/orders.client';
import { PaymentAnnouncements } from './payment-announcements';

const NOTES: Record<PaymentFailure, string> = {
  CANCELLED: 'مشتری پرداخت را در صفحهٔ بانک لغو کرد',
  DECLINED: 'بانک پرداخت را نپذیرفت',
  AMOUNT_MISMATCH: 'مبلغ بانک با مبلغ سفارش یکی نبود',
  RETURN_MISMATCH: 'بازگشت بانک مشخصات پرداخت دیگری را داشت',
  EXPIRED: 'مهلت پرداخت در بانک تمام شد',
  ALREADY_PAID: 'این سفارش با پرداخت دیگری پرداخت شده بود',
  ORDER_CLOSED: 'سفارش پیش از پرداخت لغو شده یا مهلتش تمام شده بود',
  START_FAILED: 'بانک جلسهٔ پرداخت را باز نکرد',
};

/** How many steps one run takes at most: at_bank → verifying → paid, plus a release or reversal. */
const MAX_STEPS = 6;

/**
 * One step of a payment at a time, by its state (docs/decisions/money-state-machine.md). Each step reads the
 * payment, asks a bank or orders outside any transaction, and records the answer in a short
 * transaction that locks the row and checks the state is still the one it read. A bank or orders
 * that does not answer leaves the payment where it is, for reconciliation. Callers hold the
 * payment's lease.
 */
@Injectable()
export class PaymentSteps {
  private readonly logger = new Logger(PaymentSteps.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly adapters: GatewayAdapters,
    private readonly orders: OrdersClient,
    private readonly announce: PaymentAnnouncements,
    @Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings,
  ) {}

  /** Steps the payment as far as the bank and orders let it now. */
  async advance(id: string): Promise<void> {
    for (let i = 0; i < MAX_STEPS; i++) {
      const p = await this.payments.findOne(id);
      if (!p || !(await this.step(p))) return;
    }
  }

  /** One step; answers whether the payment moved (and another step may follow). */
  private async step(p: PaymentEntity): Promise<boolean> {
    // A gateway switched off since: its payments wait until it is back (the sweep moves past them).
    if (!this.adapters.get(p.gateway) && p.state !== 'started') return this.releaseIfHeld(p);
    switch (p.state) {
      case 'started':
        return this.startedLong(p);
      case 'at_bank':
        return this.atBank(p);
      case 'verifying':
        return this.verifying(p);
      case 'reversal_pending':
        return this.reverse(p);
      default:
        return this.releaseIfHeld(p);
    }
  }

  /** Written before the bank was asked and never opened: only reconciliation gets here, much later. */
  private async startedLong(p: PaymentEntity): Promise<boolean> {
    if (!sessionOver(p.createdAt, this.settings.reconcileAfterMs)) return false;
    return this.record(p, 'started', (q) => q.fail('START_FAILED', null, NOTES.START_FAILED));
  }

  private async atBank(p: PaymentEntity): Promise<boolean> {
    const adapter = this.adapterOf(p);
    const ret = p.bankReturn;
    if (ret?.paid) {
      const mismatch = returnMismatch(p, ret);
      if (!mismatch) return this.take(p, adapter);
      this.report(p, mismatch, { returned: ret.echoes });
      // Never verified: the bank returns it by itself, or is asked to.
      return this.record(p, 'at_bank', (q) =>
        adapter.returnsUnverified
          ? q.fail(mismatch, ret.code, NOTES[mismatch])
          : q.refuse(mismatch, NOTES[mismatch]),
      );
    }
    // No return, or one saying the customer did not pay: believed only when the bank agrees.
    if (!adapter.inquiryTakesMoney) {
      const inquiry = await this.ask(p, () => adapter.inquire({ reference: p.reference!, amount: p.amount }));
      if (!inquiry) return false;
      if (inquiry.kind === 'paid' || inquiry.kind === 'confirmed') return this.take(p, adapter);
      if (inquiry.kind === 'open') {
        if (!sessionOver(p.createdAt, this.settings.bankSessionMs)) return false;
        return this.record(p, 'at_bank', (q) => q.fail('EXPIRED', null, NOTES.EXPIRED));
      }
      const failure = ret?.cancelled ? 'CANCELLED' : inquiry.kind === 'failed' ? inquiry.failure : 'DECLINED';
      return this.record(p, 'at_bank', (q) => q.fail(failure, ret?.code ?? null, NOTES[failure]));
    }
    // Parsian's inquiry is its confirm: asked only with the order held, once a return came or the
    // session is over (an unpaid session is refused and nothing is taken).
    if (!ret && !sessionOver(p.createdAt, this.settings.bankSessionMs)) return false;
    return this.take(p, adapter);
  }

  /**
   * The bank may take the money from here on: `verifying` is recorded first, then the order is
   * held for this payment, then the bank is asked with our own amount.
   */
  private async take(p: PaymentEntity, adapter: GatewayAdapter): Promise<boolean> {
    const moved = await this.record(p, 'at_bank', (q) =>
      q.verifying('از بانک خواسته شد پرداخت را تأیید کند'),
    );
    if (!moved) return false;
    return this.verifying((await this.payments.findOne(p.id))!, adapter);
  }

  private async verifying(p: PaymentEntity, adapter = this.adapterOf(p)): Promise<boolean> {
    if (p.capturedAt) return this.pay(p);
    if (p.claim !== 'held') {
      const hold = await this.claim(p, 'hold');
      if (!hold) return false;
      if (!hold.granted) return this.refusedBeforeVerify(p, adapter, hold.refusal!);
      await this.record(p, 'verifying', (q) => q.held());
    }
    const v = await this.ask(p, () => adapter.verify({ reference: p.reference!, amount: p.amount }));
    // No answer, or "verified before" that proves nothing alone: the inquiry settles it later.
    if (!v) return false;
    if (v.kind === 'confirmed') return this.captured(p, v, v.code);
    if (v.kind === 'confirmed-before') return this.confirmedBefore(p, adapter);
    if (v.failure === 'AMOUNT_MISMATCH') this.report(p, 'AMOUNT_MISMATCH', { code: v.code });
    const failure =
      v.unpaid && p.bankReturn && !p.bankReturn.paid && p.bankReturn.cancelled ? 'CANCELLED' : v.failure;
    return this.record(p, 'verifying', (q) =>
      adapter.returnsUnverified || v.unpaid
        ? q.fail(failure, v.code, NOTES[failure])
        : // The bank refused the confirm but may hold the money: it is asked to send it back.
          q.refuse(failure, NOTES[failure]),
    );
  }

  /**
   * Zarinpal's 101 or Parsian's -1533: only this shop verifies its own references, and this
   * payment is the one that sent the verify, so the money is ours. Zarinpal's inquiry gives the
   * bank's reference; Parsian has none to ask.
   */
  private async confirmedBefore(p: PaymentEntity, adapter: GatewayAdapter): Promise<boolean> {
    if (adapter.inquiryTakesMoney) return this.captured(p, { refId: null, cardMask: null }, null);
    const inquiry = await this.ask(p, () => adapter.inquire({ reference: p.reference!, amount: p.amount }));
    if (inquiry?.kind !== 'confirmed') return false;
    return this.captured(p, inquiry, null);
  }

  /** The order could not be held: the verify was never sent. */
  private refusedBeforeVerify(p: PaymentEntity, adapter: GatewayAdapter, refusal: PaymentFailure) {
    this.count(p, refusal as PaymentAnomaly);
    // A bank that keeps unverified money is asked to send it back; it says if it held none.
    return this.record(p, 'verifying', (q) =>
      adapter.returnsUnverified ? q.fail(refusal, null, NOTES[refusal]) : q.refuse(refusal, NOTES[refusal]),
    );
  }

  private async captured(p: PaymentEntity, taken: Taken, code: number | null): Promise<boolean> {
    await this.record(p, 'verifying', (q) => q.captured(taken, code));
    return this.pay((await this.payments.findOne(p.id))!);
  }

  /** Captured: orders pays the order with it, or refuses and the money goes back. */
  private async pay(p: PaymentEntity): Promise<boolean> {
    const answer = await this.claim(p, 'pay');
    if (!answer) return false;
    if (answer.granted)
      return this.record(p, 'verifying', async (q, tx) => {
        q.paid(null);
        await this.announce.succeeded(tx, q);
      });
    this.count(p, 'SUCCESS_REFUSED');
    return this.record(p, 'verifying', (q) => q.refuse(answer.refusal, NOTES[answer.refusal!]));
  }

  private async reverse(p: PaymentEntity): Promise<boolean> {
    const r = await this.ask(p, () =>
      this.adapterOf(p).reverse({ reference: p.reference!, amount: p.amount }),
    );
    if (!r) return false;
    if (r.kind === 'refused') {
      this.count(p, 'REVERSAL_REFUSED');
      this.logger.error(
        { paymentId: p.id, number: p.number, gateway: p.gateway, amount: p.amount, code: r.code },
        'the bank cannot send the money back: it is listed as a refund owed',
      );
    }
    return this.record(p, 'reversal_pending', (q) =>
      r.kind === 'reversed'
        ? q.reversed('بانک مبلغ را به مشتری برگرداند')
        : r.kind === 'nothing'
          ? q.heldNothing('بانک مبلغی برای این پرداخت نگه نداشته بود')
          : q.refundOwed(r.code, 'بانک مبلغ را برنگرداند؛ باید دستی به مشتری بازپرداخت شود'),
    );
  }

  /**
   * An attempt that ended without paying lets go of its order (so another can pay it) and of the
   * grace its bank session gave the order.
   */
  private async releaseIfHeld(p: PaymentEntity): Promise<boolean> {
    if (p.claim === 'released' || p.state === 'paid' || p.state === 'reversal_pending') return false;
    if (p.state !== 'failed' && p.claim !== 'held') return false;
    const answer = await this.claim(p, 'release');
    if (!answer?.granted) return false;
    await this.record(p, p.state, (q) => q.released());
    return false;
  }

  /**
   * Applies `change` to the payment locked, if it is still in `expected`; answers whether it was.
   * A failure is announced in the same transaction.
   */
  private async record(
    p: PaymentEntity,
    expected: PaymentEntity['state'],
    change: (q: PaymentEntity, tx: EntityManager) => unknown,
  ): Promise<boolean> {
    return this.payments.transaction(async (tx) => {
      const q = await this.payments.lock(tx, p.id);
      if (q?.state !== expected) return false;
      await change(q, tx);
      if (q.state === 'failed' && expected !== 'failed') await this.announce.failed(tx, q);
      await this.payments.save(tx, q);
      return true;
    });
  }

  private async claim(p: PaymentEntity, step: 'hold' | 'pay' | 'release'): Promise<ClaimAnswer | null> {
    try {
      return await this.orders.step(step, p.orderId, p.id);
    } catch (error) {
      this.logger.warn({ paymentId: p.id, step, err: error }, 'orders did not answer a claim');
      return null;
    }
  }

  /** A bank that does not answer leaves things as they are (null); anything else is a fault. */
  private async ask<T>(p: PaymentEntity, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof GatewayUnreachable)) throw error;
      gatewayErrors.inc({ gateway: error.gateway, operation: error.operation });
      this.logger.warn(
        { paymentId: p.id, gateway: error.gateway, operation: error.operation },
        'gateway did not answer',
      );
      return null;
    }
  }

  private report(
    p: PaymentEntity,
    failure: 'AMOUNT_MISMATCH' | 'RETURN_MISMATCH',
    details: Record<string, unknown>,
  ) {
    this.count(p, failure);
    this.logger.warn(
      { paymentId: p.id, number: p.number, gateway: p.gateway, amount: p.amount, failure, ...details },
      'payment refused: the bank or the return disagrees with our amount or payment',
    );
  }

  private count(p: PaymentEntity, kind: PaymentAnomaly): void {
    paymentAnomalies.inc({ gateway: p.gateway, kind });
  }

  /** `step` checked the gateway is still offered. */
  private adapterOf(p: PaymentEntity): GatewayAdapter {
    return this.adapters.get(p.gateway)!;
  }
}
