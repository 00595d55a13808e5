import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { RetryLater } from '@ela/service-kit';
import type { PaymentGateway } from '@ela/contracts';
import type { PaymentEntity } from '../core/payment.entity';
import { PaymentErrors } from '../core/payment-errors';
import { PaymentsRepository } from '../core/payments.repository';
import type { BankReturn } from '../gateways/gateway-adapter';
import { OrdersClient } from '../orders/orders.client';
import { PaymentSteps } from './payment-steps';

/** Long enough for a hold, a verify and a pay, each at its timeout; a killed holder's lease runs out. */
export const PAYMENT_LEASE_MS = 20_000;
const WAIT_STEP_MS = 100;

/**
 * The entry points that move a payment: a customer's return, reconciliation, an admin, and a paid
 * order cancelled. No transaction stays open over a bank or orders call: a process takes the
 * payment for itself with a lease (`lease_until`), `PaymentSteps` records each intent and each
 * answer in short transactions, and another caller of the same payment waits for the result
 * (a replayed return answers what the first one got). Within a process, calls for one payment
 * share one run.
 */
@Injectable()
export class PaymentSettlement {
  private readonly running = new Map<string, Promise<readonly [PaymentEntity | null, boolean]>>();

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly steps: PaymentSteps,
    private readonly orders: OrdersClient,
  ) {}

  /**
   * The customer is back: the return is kept (see `PaymentEntity.returned`), then the payment is
   * moved as far as the bank and orders allow now. A settled payment answers as it is.
   */
  async settleReturn(gateway: PaymentGateway, reference: string, ret?: BankReturn): Promise<PaymentEntity> {
    let p = await this.payments.findByReference(gateway, reference);
    if (!p) throw PaymentErrors.notFound();
    if (ret && !p.isSettled) p = (await this.record(gateway, ret)) ?? p;
    // Parsian's page has not posted back yet: nothing to settle until it does.
    if (p.isSettled || (p.state === 'at_bank' && !p.bankReturn)) return p;
    return (await this.run(p.id, true)) ?? p;
  }

  /** Keeps a bank's return without settling (Parsian posts it to the gateway first). */
  async record(gateway: PaymentGateway, ret: BankReturn): Promise<PaymentEntity | null> {
    const seen = await this.payments.findByReference(gateway, ret.reference);
    // Only a return that changes what is kept takes the row's lock: replays queue on nothing.
    if (!seen || seen.isSettled || (seen.bankReturn && (seen.bankReturn.paid || !ret.paid))) return seen;
    return this.payments.transaction(async (tx) => {
      const p = await this.payments.lock(tx, seen.id);
      if (!p || p.isSettled) return p;
      p.returned(ret);
      return this.payments.save(tx, p);
    });
  }

  /** Reconciliation and admins: ask whoever the payment waits on, now. */
  settle(id: string): Promise<PaymentEntity | null> {
    return this.run(id, false);
  }

  /**
   * A paid order was cancelled: its money goes back. The event is not believed by its body:
   * orders is asked whether the order is cancelled and held by this very payment.
   */
  async refundCancelled(orderId: string): Promise<void> {
    const paid = await this.payments.paidOf(orderId);
    if (!paid) {
      // The order may already be paid by an attempt whose own row still says `verifying` (its
      // process stopped between orders' `pay` and recording it): once that attempt is paid its
      // money must go back too, so the event waits for it rather than being taken as nothing.
      if (await this.payments.verifyingOf(orderId))
        throw new RetryLater('an attempt of the cancelled order is still being verified');
      return;
    }
    const order = await this.orders.status(orderId);
    if (order.status !== 'cancelled' || order.paymentId !== paid.id) return;
    await this.payments.transaction(async (tx) => {
      const p = await this.payments.lock(tx, paid.id);
      if (p?.state !== 'paid') return;
      p.refuse(null, 'سفارش پس از پرداخت لغو شد؛ مبلغ به مشتری برگردانده می‌شود');
      await this.payments.save(tx, p);
    });
    await this.run(paid.id, false);
  }

  /**
   * One run per payment in this process at a time. A caller that waits for the outcome (a return)
   * and finds a run that does not (reconciliation, started before this return came) takes its own
   * turn after it, when the payment is still unsettled.
   */
  private async run(id: string, wait: boolean): Promise<PaymentEntity | null> {
    for (;;) {
      const current = this.running.get(id);
      if (!current) break;
      const [p, waited] = await current;
      if (waited || !wait || !p || p.isSettled) return p;
    }
    const run = this.leased(id, wait)
      .then((p) => [p, wait] as const)
      .finally(() => this.running.delete(id));
    this.running.set(id, run);
    return (await run)[0];
  }

  /**
   * Moves the payment while holding its lease. Without it, a caller that waits (a return) reads the
   * payment until the holder is done, then answers what the holder got, or takes its turn when the
   * payment is still unsettled (the holder may have been reconciliation, before this return came).
   */
  private async leased(id: string, wait: boolean): Promise<PaymentEntity | null> {
    const deadline = Date.now() + PAYMENT_LEASE_MS;
    for (;;) {
      if (await this.payments.lease(id, PAYMENT_LEASE_MS)) {
        try {
          await this.steps.advance(id);
        } finally {
          await this.payments.unlease(id);
        }
        return this.payments.findOne(id);
      }
      let p = await this.payments.findOne(id);
      while (wait && p && !p.isSettled && p.isLeased && Date.now() < deadline) {
        await sleep(WAIT_STEP_MS);
        p = await this.payments.findOne(id);
      }
      if (!wait || !p || p.isSettled || Date.now() >= deadline) return p;
    }
  }
}
