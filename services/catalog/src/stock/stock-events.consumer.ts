import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ORDERS_EVENTS } from '@ela/contracts';
import { EventConsumer, createLogger } from '@ela/service-kit';
import type { CatalogConfig } from '../config';
import type { StockService } from './stock.service';

const EVENTS = [ORDERS_EVENTS.cancelled, ORDERS_EVENTS.expired, ORDERS_EVENTS.paid];

/**
 * Releases and commits stock as orders announce their fate. One durable name for every catalog
 * replica, so each event is handled once; the inbox and the reservation's state make a
 * redelivery change nothing. Each event on a consumer of its own, so the orders placed (one
 * an order, read by nobody here) are not delivered to be acknowledged unread: the outcome does
 * not hang on their order, as a release takes back sold lines too and a commit moves only lines
 * still reserved.
 */
export class StockEventsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer: EventConsumer<(typeof EVENTS)[number]>;

  constructor(db: DataSource, stock: StockService, config: CatalogConfig) {
    this.consumer = new EventConsumer(db, {
      name: 'catalog-stock',
      events: EVENTS,
      apart: true,
      natsUrl: config.NATS_URL,
      prefix: config.NATS_SUBJECT_PREFIX,
      logger: createLogger('catalog-stock', config.LOG_LEVEL),
      handle: async (event, def, tx) => {
        const { id } = event.data as { id: string };
        if (def === ORDERS_EVENTS.paid) await stock.commit(tx, id);
        else await stock.release(tx, id);
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
