import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PAYMENTS_EVENTS } from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import type { PaymentEntity } from '../core/payment.entity';

/**
 * The facts a payment announces, written in the transaction that records them. They inform (the
 * order was already paid through the claim when `succeeded` is written); nobody moves money or
 * stock on their word.
 */
@Injectable()
export class PaymentAnnouncements {
  constructor(private readonly outbox: Outbox) {}

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

  async failed(tx: EntityManager, p: PaymentEntity): Promise<void> {
    if (!p.reference || p.failure === null) return;
    await this.outbox.add(tx, PAYMENTS_EVENTS.failed, {
      id: p.id,
      orderId: p.orderId,
      customerId: p.customerId,
      gateway: p.gateway,
      failure: p.failure,
    });
  }
}
