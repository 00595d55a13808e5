import { Inject, Injectable, Logger } from '@nestjs/common';
import { GatewayAdapters } from '../gateways/gateway-adapters';
import { PaymentSettlement } from '../payments/payment-settlement.service';
import { PAYMENT_SETTINGS, type PaymentSettings } from '../payments/payment-settings';
import { PaymentsRepository } from '../payments/payments.repository';

const BATCH = 100;

/**
 * Settles what the customers' returns did not: payments the gateways list as paid and never
 * verified, payments that have waited longer than RECONCILE_AFTER_SECONDS for their return, and
 * reversals a bank has not confirmed yet. Each payment is settled on its own (its row locked),
 * so a failure with one leaves the others to go on, and a customer's return racing it waits.
 */
@Injectable()
export class Reconciliation {
  private readonly logger = new Logger(Reconciliation.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly settlement: PaymentSettlement,
    private readonly adapters: GatewayAdapters,
    @Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings,
  ) {}

  async sweep(): Promise<{ asked: number; reversals: number }> {
    const ids = new Set<string>();
    for (const gateway of this.adapters.offered) {
      const references = await this.adapters
        .get(gateway)!
        .unsettled()
        .catch(() => [] as string[]);
      for (const reference of references) {
        const p = await this.payments.findByReference(gateway, reference);
        if (p && !p.isFinal) ids.add(p.id);
      }
    }
    const before = new Date(Date.now() - this.settings.reconcileAfterMs);
    for (const { id } of await this.payments.unsettledBefore(before, BATCH)) ids.add(id);
    for (const id of ids) await this.one(id);

    const owed = await this.payments.owedReversals(BATCH);
    for (const { id } of owed)
      await this.payments
        .transaction((tx) => this.settlement.reverse(tx, id))
        .catch((error: unknown) => this.logger.error({ err: error, paymentId: id }, 'reversal retry failed'));
    return { asked: ids.size, reversals: owed.length };
  }

  async one(id: string): Promise<void> {
    await this.settlement
      .settleByInquiry(id)
      .catch((error: unknown) => this.logger.error({ err: error, paymentId: id }, 'reconciliation failed'));
  }
}
