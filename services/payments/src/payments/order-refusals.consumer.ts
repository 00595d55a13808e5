import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ORDERS_EVENTS } from '@ela/contracts';
import { EventConsumer, createLogger } from '@ela/service-kit';
import type { PaymentsConfig } from '../config';
import type { PaymentSettlement } from './payment-settlement.service';

const EVENTS = [ORDERS_EVENTS.paymentRefused];

/**
 * A payment that succeeded for an order that could no longer take it (cancelled, its window over)
 * is sent back to the customer. One durable name for every replica; the inbox and the payment's
 * reversal state make a redelivery change nothing.
 */
export class OrderRefusalsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer: EventConsumer<(typeof EVENTS)[number]>;

  constructor(db: DataSource, settlement: PaymentSettlement, config: PaymentsConfig) {
    this.consumer = new EventConsumer(db, {
      name: 'payments-refusals',
      events: EVENTS,
      natsUrl: config.NATS_URL,
      prefix: config.NATS_SUBJECT_PREFIX,
      logger: createLogger('payments-refusals', config.LOG_LEVEL),
      handle: (event, _def, tx) => settlement.reverse(tx, (event.data as { paymentId: string }).paymentId),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer.stop();
  }
}
