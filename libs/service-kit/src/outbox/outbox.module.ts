import { Global, Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createLogger } from '../logger';
import { Outbox } from './outbox';
import { OutboxRelay, type RelayOptions } from './outbox-relay';

export interface OutboxSettings {
  domain: string;
  NATS_URL: string;
  NATS_SUBJECT_PREFIX: string;
  LOG_LEVEL: string;
  OUTBOX_POLL_MS?: number;
}

const RELAY_OPTIONS = Symbol('RELAY_OPTIONS');

/** Starts the relay with the app and stops it before the database closes. */
class RelayLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly relay: OutboxRelay;

  constructor(db: DataSource, @Inject(RELAY_OPTIONS) options: RelayOptions, outbox: Outbox) {
    this.relay = new OutboxRelay(db, options, outbox);
  }

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }
}

/** Gives a service's aggregates the `Outbox` to write events into, and runs its relay. */
@Global()
@Module({})
export class OutboxModule {
  static forRoot(settings: OutboxSettings): DynamicModule {
    const options: RelayOptions = {
      domain: settings.domain,
      natsUrl: settings.NATS_URL,
      prefix: settings.NATS_SUBJECT_PREFIX,
      pollMs: settings.OUTBOX_POLL_MS ?? 500,
      logger: createLogger(`${settings.domain}-outbox`, settings.LOG_LEVEL),
    };
    const outbox = new Outbox();
    return {
      module: OutboxModule,
      providers: [
        { provide: Outbox, useValue: outbox },
        { provide: RELAY_OPTIONS, useValue: options },
        {
          provide: RelayLifecycle,
          inject: [DataSource, RELAY_OPTIONS],
          useFactory: (db: DataSource, relayOptions: RelayOptions) =>
            new RelayLifecycle(db, relayOptions, outbox),
        },
      ],
      exports: [Outbox],
    };
  }
}
