import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AUTH_EVENTS } from '@ela/contracts';
import { DurableConsumer, createLogger } from '@ela/service-kit';
import type { OrdersConfig } from '../config';
import { CaughtUp } from './caught-up';
import type { CustomerCopies } from './customer-copies';

/** How often the consumer's backlog is looked at. */
const LOOK_EVERY_MS = 5_000;
/** How long the copies are read after the backlog was last seen empty. */
const TRUSTED_FOR_MS = 15_000;

/**
 * Drops a customer's copy when auth announces a change. One durable name for every replica; no
 * inbox, as a drop by its number is the same done twice or late. Its backlog is looked at every few
 * seconds: a consumer that stopped or fell behind (its copies may hold what auth changed) has the
 * copies left unread until it has caught up.
 */
export class CustomerChangesConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumer: DurableConsumer<typeof AUTH_EVENTS.customerChanged>;
  private readonly caughtUp = new CaughtUp(TRUSTED_FOR_MS);
  private timer: NodeJS.Timeout | null = null;

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
    await this.look();
    this.timer = setInterval(() => void this.look(), LOOK_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.consumer.stop();
  }

  /** Whether every change auth announced until a few seconds ago has reached the copies. */
  current(): boolean {
    return this.caughtUp.trusted(Date.now());
  }

  private async look(): Promise<void> {
    const at = Date.now();
    // A look that fails (NATS away) shows nothing: the trust runs out by itself.
    const backlog = await this.consumer.backlog().catch(() => null);
    if (backlog !== null) this.caughtUp.saw(backlog, at);
  }
}
