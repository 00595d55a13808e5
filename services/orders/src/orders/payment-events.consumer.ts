import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { PAYMENTS_EVENTS, type EventData } from '@ela/contracts';
import { EventConsumer, createLogger } from '@ela/service-kit';
import type { OrdersConfig } from '../config';
import type { OrderPayments } from './order-payments';

const EVENTS = [PAYMENTS_EVENTS.succeeded, PAYMENTS_EVENTS.failed];

/**
 * Payments' outcomes, one durable name for every orders replica; the inbox and the order's status
 * make a redelivery change nothing (a second `paid` would be refused by the transition table).
 */
export class PaymentEventsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer: EventConsumer<(typeof EVENTS)[number]>;

  constructor(db: DataSource, payments: OrderPayments, config: OrdersConfig) {
    this.consumer = new EventConsumer(db, {
      name: 'orders-payments',
      events: EVENTS,
      natsUrl: config.NATS_URL,
      prefix: config.NATS_SUBJECT_PREFIX,
      logger: createLogger('orders-payments', config.LOG_LEVEL),
      handle: (event, def, tx) =>
        def === PAYMENTS_EVENTS.succeeded
          ? payments.succeeded(tx, event.data as EventData<typeof PAYMENTS_EVENTS.succeeded>)
          : payments.failed(tx, event.data as EventData<typeof PAYMENTS_EVENTS.failed>),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer.stop();
  }
}
