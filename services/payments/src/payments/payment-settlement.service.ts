import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PaymentFailure, PaymentGateway } from '@ela/contracts';
import { GatewayAdapters } from '../gateways/gateway-adapters';
import { GatewayUnreachable, type BankReturn, type GatewayAdapter } from '../gateways/gateway-adapter';
import { PaymentAnnouncements } from './payment-announcements';
import type { PaymentEntity } from './payment.entity';
import { PaymentErrors } from './payment-errors';
import { gatewayErrors, paymentAnomalies, type PaymentAnomaly } from './payment.metrics';
import { returnMismatch, sessionOver, takeBlocker } from './payment-rules';
import { PAYMENT_SETTINGS, type PaymentSettings } from './payment-settings';
import { PaymentsRepository } from './payments.repository';

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

/**
 * Settles payments with their banks. Every change happens with the payment's row locked and the
 * order's payments taking turns (an advisory lock on the order id), so a replayed return waits
 * for the first and then answers its result; a payment leaves Initial or Pending once; the bank
 * is asked to take money only while the order can still take it and no other attempt has; and
 * it is always asked with the amount from our own row.
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger(PaymentSettlement.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly adapters: GatewayAdapters,
    private readonly announce: PaymentAnnouncements,
    @Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings,
  ) {}

  /**
   * The customer is back: the first return is kept, then settled with the bank. A payment already
   * settled answers as it is, without a lock or a bank call (a replay, a reload).
   */
  async settleReturn(gateway: PaymentGateway, reference: string, ret?: BankReturn): Promise<PaymentEntity> {
    const seen = await this.payments.findByReference(gateway, reference);
    if (!seen) throw PaymentErrors.notFound();
    if (seen.isFinal) return seen;
    return this.payments.transaction(async (tx) => {
      const p = await this.payments.lockByReference(tx, gateway, reference);
      if (!p) throw PaymentErrors.notFound();
      if (p.isFinal) return p;
      if (ret) p.returned(ret);
      // Parsian's page has not posted back yet: nothing to settle until it does.
      if (!p.bankReturn) return p;
      await this.payments.lockOrder(tx, p.orderId);
      await this.settleClaim(tx, p, p.bankReturn);
      return this.payments.save(tx, p);
    });
  }

  /**
   * Keeps the bank's return (the first one) without settling: Parsian posts it to the gateway,
   * and the shop's return page asks for the settlement right after.
   */
  async record(gateway: PaymentGateway, ret: BankReturn): Promise<PaymentEntity | null> {
    return this.payments.transaction(async (tx) => {
      const p = await this.payments.lockByReference(tx, gateway, ret.reference);
      if (!p || p.isFinal || p.bankReturn) return p;
      p.returned(ret);
      return this.payments.save(tx, p);
    });
  }

  /**
   * Reconciliation: asks the bank where an unsettled payment stands and settles it. A return that
   * was kept and says the customer did not pay, or is not about this payment, is settled as the
   * return page would have; a session that is still open stays as it is until the bank's session
   * time is over.
   */
  async settleByInquiry(id: string): Promise<PaymentEntity | null> {
    return this.payments.transaction(async (tx) => {
      const p = await this.payments.lock(tx, id);
      if (!p || p.isFinal) return p;
      if (!p.reference) {
        // Opened here but the bank's answer never came: no session, nothing paid.
        p.fail('START_FAILED', null, NOTES.START_FAILED);
        return this.payments.save(tx, p);
      }
      await this.payments.lockOrder(tx, p.orderId);
      const ret = p.bankReturn;
      if (ret && (!ret.paid || returnMismatch(p, ret))) {
        await this.settleClaim(tx, p, ret);
        return this.payments.save(tx, p);
      }
      // Asked before the bank: Parsian's inquiry is its confirm, which takes the money.
      if (await this.blocked(tx, p)) return this.payments.save(tx, p);
      const inquiry = await this.ask(() =>
        this.adapterOf(p).inquire({ reference: p.reference!, amount: p.amount }),
      );
      if (!inquiry) return p;
      if (inquiry.kind === 'confirmed') {
        p.succeed(inquiry, null, 'بانک پرداخت را تأیید کرده بود؛ با پیگیری خودکار ثبت شد');
        await this.announce.succeeded(tx, p);
      } else if (inquiry.kind === 'paid') {
        await this.take(tx, p);
      } else if (inquiry.kind === 'failed') {
        await this.failed(tx, p, inquiry.failure, inquiry.code);
      } else if (inquiry.kind === 'reversed') {
        await this.failed(tx, p, 'DECLINED', null, 'بانک پرداخت را پیش از تأیید برگشت زده بود');
      } else if (sessionOver(p.createdAt, this.settings.bankSessionMs)) {
        await this.failed(tx, p, 'EXPIRED', null);
      }
      return this.payments.save(tx, p);
    });
  }

  /**
   * Money the shop cannot keep goes back: a success its order refused, or a reversal the bank has
   * not answered yet (asked again). Anything else owes nothing, so a redelivery changes nothing.
   */
  async reverse(tx: EntityManager, id: string): Promise<void> {
    const p = await this.payments.lock(tx, id);
    const owed = p?.reversal === 'requested' || (p?.status === 'Success' && p.reversal === null);
    if (!p || !owed) return;
    if (p.status === 'Success' && p.reversal === null) this.count(p, 'SUCCESS_REFUSED');
    await this.sendBack(p);
    await this.payments.save(tx, p);
  }

  private async settleClaim(tx: EntityManager, p: PaymentEntity, ret: BankReturn): Promise<void> {
    if (!ret.paid) return this.failed(tx, p, ret.cancelled ? 'CANCELLED' : 'DECLINED', ret.code);
    const mismatch = returnMismatch(p, ret);
    if (mismatch) {
      this.report(p, mismatch, { returned: ret.echoes });
      return this.refuseTaken(tx, p, mismatch, ret.code);
    }
    await this.take(tx, p);
  }

  /** Asks the bank to take the money, with our amount, once nothing stands in the way. */
  private async take(tx: EntityManager, p: PaymentEntity): Promise<void> {
    const blocker = await this.blocked(tx, p);
    // The bank or the return says the customer paid: money the order cannot take is an anomaly.
    if (blocker) return this.count(p, blocker);
    p.pending('از بانک خواسته شد پرداخت را تأیید کند');
    const verification = await this.ask(() =>
      this.adapterOf(p).verify({ reference: p.reference!, amount: p.amount }),
    );
    // No answer, or "verified before" that proves nothing alone: Pending, for reconciliation.
    if (!verification || verification.kind === 'confirmed-before') return;
    if (verification.kind === 'confirmed') {
      p.succeed(verification, verification.code);
      await this.announce.succeeded(tx, p);
      return;
    }
    if (verification.failure === 'AMOUNT_MISMATCH')
      this.report(p, 'AMOUNT_MISMATCH', { code: verification.code });
    await this.failed(tx, p, verification.failure, verification.code);
  }

  /** Fails the payment when the order cannot take it; answers why it did, or null. */
  private async blocked(tx: EntityManager, p: PaymentEntity): Promise<ReturnType<typeof takeBlocker>> {
    const blocker = takeBlocker({
      otherSucceeded: await this.payments.hasSuccess(tx, p.orderId),
      orderClosed: p.orderClosed(),
    });
    if (blocker) await this.refuseTaken(tx, p, blocker, null);
    return blocker;
  }

  private async failed(
    tx: EntityManager,
    p: PaymentEntity,
    failure: PaymentFailure,
    code: number | null,
    note = NOTES[failure],
  ) {
    p.fail(failure, code, note);
    await this.announce.failed(tx, p);
  }

  /**
   * Fails a payment the customer may have paid, and sends the money back where the bank does not
   * do it by itself for payments never verified.
   */
  private async refuseTaken(
    tx: EntityManager,
    p: PaymentEntity,
    failure: PaymentFailure,
    code: number | null,
  ) {
    await this.failed(tx, p, failure, code);
    if (!(this.adapters.get(p.gateway)?.returnsUnverified ?? true)) await this.sendBack(p);
  }

  private async sendBack(p: PaymentEntity): Promise<void> {
    p.requestReversal();
    const reversal = await this.ask(() =>
      this.adapterOf(p).reverse({ reference: p.reference!, amount: p.amount }),
    );
    if (!reversal) return; // stays requested; reconciliation asks again
    if (reversal.kind === 'refused') {
      this.count(p, 'REVERSAL_REFUSED');
      this.logger.error(
        { paymentId: p.id, gateway: p.gateway, code: reversal.code },
        'the bank refused a reversal; the money must be returned by hand',
      );
    }
    p.reversalSettled(
      reversal.kind === 'reversed' ? 'done' : reversal.kind === 'refused' ? 'failed' : 'nothing',
    );
  }

  /** A bank that does not answer leaves things as they are (null); anything else is a fault. */
  private async ask<T>(call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof GatewayUnreachable)) throw error;
      gatewayErrors.inc({ gateway: error.gateway, operation: error.operation });
      this.logger.warn({ gateway: error.gateway, operation: error.operation }, 'gateway did not answer');
      return null;
    }
  }

  /** A return or a bank answer that is not about this payment's money is refused and reported. */
  private report(
    p: PaymentEntity,
    failure: 'AMOUNT_MISMATCH' | 'RETURN_MISMATCH',
    details: Record<string, unknown>,
  ): void {
    this.count(p, failure);
    this.logger.warn(
      { paymentId: p.id, number: p.number, gateway: p.gateway, amount: p.amount, failure, ...details },
      'payment refused: the bank or the return disagrees with our amount or payment',
    );
  }

  private count(p: PaymentEntity, kind: PaymentAnomaly): void {
    paymentAnomalies.inc({ gateway: p.gateway, kind });
  }

  private adapterOf(p: PaymentEntity): GatewayAdapter {
    const adapter = this.adapters.get(p.gateway);
    // A gateway switched off since: its payments wait until it is back.
    if (!adapter) throw new GatewayUnreachable(p.gateway, 'configured', 'gateway is no longer offered');
    return adapter;
  }
}
