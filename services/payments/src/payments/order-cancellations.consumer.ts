import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ORDERS_EVENTS } from '@ela/contracts';
import { DurableConsumer, createLogger } from '@ela/service-kit';
import type { PaymentsConfig } from '../config';
import type { PaymentSettlement } from '../settlement/payment-settlement.service';

const EVENTS = [ORDERS_EVENTS.cancelled];

/**
 * A paid order that is cancelled gives its money back (reversed at the bank where it allows, else
 * a refund owed). The event only says where to look: orders is asked whether the order is
 * cancelled and held by the paid payment. One durable name for every replica. No inbox
 * transaction: the bank is asked outside any, and the payment's state makes a redelivery change
 * nothing; a failure to ask orders or the bank is retried by redelivery and by reconciliation.
 */
export class OrderCancellationsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer: DurableConsumer<(typeof EVENTS)[number]>;

  constructor(settlement: PaymentSettlement, config: PaymentsConfig) {
    this.consumer = new DurableConsumer({
      name: 'payments-cancellations',
      events: EVENTS,
      natsUrl: config.NATS_URL,
      prefix: config.NATS_SUBJECT_PREFIX,
      logger: createLogger('payments-cancellations', config.LOG_LEVEL),
      handle: (event) => settlement.refundCancelled((event.data as { id: string }).id),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer.stop();
  }
}
