import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ORDERS_EVENTS, type EventData } from '@ela/contracts';
import { EventConsumer, createLogger } from '@ela/service-kit';
import type { AnalyticsConfig } from '../config';
import type { SalesRepository } from './sales.repository';

const EVENTS = [ORDERS_EVENTS.placed, ORDERS_EVENTS.paid, ORDERS_EVENTS.cancelled, ORDERS_EVENTS.expired];

/**
 * Sales come from the orders service's facts, never from browsers. One durable name for every
 * replica, so each event is handled once; the inbox makes a redelivery change nothing.
 */
export class SalesEventsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer: EventConsumer<(typeof EVENTS)[number]>;

  constructor(db: DataSource, sales: SalesRepository, config: AnalyticsConfig) {
    this.consumer = new EventConsumer(db, {
      name: 'analytics-sales',
      events: EVENTS,
      natsUrl: config.NATS_URL,
      prefix: config.NATS_SUBJECT_PREFIX,
      logger: createLogger('analytics-sales', config.LOG_LEVEL),
      handle: async (event, def, tx) => {
        const at = event.occurredAt;
        if (def === ORDERS_EVENTS.placed)
          await sales.placed(tx, event.data as EventData<typeof ORDERS_EVENTS.placed>, at);
        else if (def === ORDERS_EVENTS.paid)
          await sales.paid(tx, event.data as EventData<typeof ORDERS_EVENTS.paid>, at);
        else await sales.cancelled(tx, event.data as { id: string; customerId: string }, at);
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
