import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS } from '@ela/contracts';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';

export type CatalogAggregate = 'product' | 'inventory' | 'category' | 'color' | 'design';

/**
 * Tells whoever caches catalog reads (the gateway) that something shoppers see changed.
 * Sent after the write commits; a cache that misses it still expires on its own.
 */
@Injectable()
export class CatalogEvents implements OnModuleDestroy {
  private readonly logger = new Logger(CatalogEvents.name);
  private connection: Promise<NatsConnection>;

  constructor(@Inject(CATALOG_CONFIG) private readonly config: CatalogConfig) {
    this.connection = connect({ servers: config.NATS_URL, name: 'catalog-events', maxReconnectAttempts: -1 });
  }

  async changed(aggregate: CatalogAggregate, id: string): Promise<void> {
    try {
      const nc = await this.connection;
      nc.publish(
        `${this.config.NATS_SUBJECT_PREFIX}${EVENTS.catalog.changed}`,
        JSON.stringify({ aggregate, id, at: new Date().toISOString() }),
      );
    } catch (error) {
      this.logger.error(`could not announce a ${aggregate} change: ${String(error)}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await (await this.connection).drain();
  }
}
