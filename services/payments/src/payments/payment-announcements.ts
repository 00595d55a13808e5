import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PAYMENTS_EVENTS } from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import type { PaymentEntity } from './payment.entity';
import { PaymentsRepository } from './payments.repository';

/** The events a settled payment announces to orders, written in the transaction that settles it. */
@Injectable()
export class PaymentAnnouncements {
  constructor(
    private readonly outbox: Outbox,
    private readonly payments: PaymentsRepository,
  ) {}

  async succeeded(tx: EntityManager, p: PaymentEntity): Promise<void> {
    await this.outbox.add(tx, PAYMENTS_EVENTS.succeeded, {
      id: p.id,
      orderId: p.orderId,
      customerId: p.customerId,
      gateway: p.gateway,
      amount: p.amount,
      refId: p.refId,
    });
  }

  /**
   * Orders cancels the order on a failure, so only the order's last live attempt announces one:
   * an abandoned earlier attempt must not cancel an order the customer is paying again.
   */
  async failed(tx: EntityManager, p: PaymentEntity): Promise<void> {
    if (!p.reference || p.failure === null) return;
    if (await this.payments.hasOtherLive(tx, p.orderId, p.id)) return;
    await this.outbox.add(tx, PAYMENTS_EVENTS.failed, {
      id: p.id,
      orderId: p.orderId,
      customerId: p.customerId,
      gateway: p.gateway,
      failure: p.failure,
    });
  }
}
