import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AUTH_EVENTS } from '@ela/contracts';
import { DurableConsumer, createLogger } from '@ela/service-kit';
import type { OrdersConfig } from '../config';
import type { CustomerCopies } from './customer-copies';

/**
 * Drops a customer's copy when auth announces a change. One durable name for every replica; no
 * inbox, as a drop by its number is the same done twice or late.
 */
export class CustomerChangesConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer: DurableConsumer<typeof AUTH_EVENTS.customerChanged>;

  constructor(copies: CustomerCopies, config: OrdersConfig) {
    this.consumer = new DurableConsumer({
      name: 'orders-customer-copies',
      events: [AUTH_EVENTS.customerChanged],
      natsUrl: config.NATS_URL,
      prefix: config.NATS_SUBJECT_PREFIX,
      logger: createLogger('orders-customer-copies', config.LOG_LEVEL),
      handle: async (event) => {
        const { id, version } = event.data as { id: string; version: string };
        await copies.drop(id, version);
      },
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer.stop();
  }
}
