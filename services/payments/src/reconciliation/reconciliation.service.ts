import { Inject, Injectable, Logger } from '@nestjs/common';
import { PAYMENT_SETTINGS, type PaymentSettings } from '../core/payment-settings';
import { PaymentsRepository } from '../core/payments.repository';
import { GatewayAdapters } from '../gateways/gateway-adapters';
import { PaymentSettlement } from '../settlement/payment-settlement.service';

/**
 * Finishes what the customers' returns did not: payments the gateways list as paid and never
 * verified, and unfinished payments (a bank or orders to ask, a reversal, a hold to let go)
 * untouched for RECONCILE_AFTER_SECONDS, RECONCILE_BATCH a sweep, least recently touched first.
 * Each one is looked at on its own and touched, so one that keeps failing (its gateway switched
 * off, its bank silent) goes to the back of the line instead of starving the rest.
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

  async sweep(): Promise<{ asked: number }> {
    const ids = new Set<string>();
    for (const gateway of this.adapters.offered) {
      const references = await this.adapters
        .get(gateway)!
        .unsettled()
        .catch(() => [] as string[]);
      for (const reference of references) {
        const p = await this.payments.findByReference(gateway, reference);
        if (p && !p.isSettled) ids.add(p.id);
      }
    }
    const before = new Date(Date.now() - this.settings.reconcileAfterMs);
    for (const { id } of await this.payments.unfinishedBefore(before, this.settings.reconcileBatch))
      ids.add(id);
    for (const id of ids) await this.one(id);
    return { asked: ids.size };
  }

  async one(id: string): Promise<void> {
    await this.settlement
      .settle(id)
      .catch((error: unknown) => this.logger.error({ err: error, paymentId: id }, 'reconciliation failed'));
    await this.payments.touch(id).catch(() => undefined);
  }
}
