import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ORDERS_EVENTS } from '@ela/contracts';
import { Outbox } from '@ela/service-kit';
import { OrderChanges } from './order-changes';
import { OrderPlacementsRepository } from './order-placements.repository';
import { ORDER_SETTINGS, type OrderSettings } from './order-settings';
import { OrdersRepository } from './orders.repository';

const BATCH = 50;
/** Far longer than a placement takes (its calls time out in seconds). */
const ABANDONED_PLACEMENT_MS = 2 * 60_000;

/**
 * Ends payment windows: every few seconds each replica takes the unpaid orders past their window
 * (and past any bank session's grace, held by no payment) with SKIP LOCKED, so two replicas never
 * take the same one, cancels them by the system and announces them as `expired` in the same
 * transaction. A paid or cancelled order is never expired, and one paid meanwhile waits on the
 * lock and is then no longer `placed`. The deadline itself is enforced where a payment starts or
 * settles; the sweep only gives the stock back, so a late sweep costs seconds of held stock.
 */
@Injectable()
export class OrderExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly orders: OrdersRepository,
    private readonly changes: OrderChanges,
    private readonly placements: OrderPlacementsRepository,
    private readonly outbox: Outbox,
    @Inject(ORDER_SETTINGS) private readonly settings: OrderSettings,
  ) {}

  onApplicationBootstrap(): void {
    // A failed sweep (the database away) is simply tried again at the next tick.
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.sweep().then(() => undefined)).catch(() => undefined);
    }, this.settings.expirySweepMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async callOffAbandoned(): Promise<void> {
    for (;;) {
      const done = await this.orders.transaction(async (tx) => {
        const abandoned = await this.placements.takeAbandoned(tx, ABANDONED_PLACEMENT_MS, BATCH);
        await this.outbox.addAll(tx, ORDERS_EVENTS.cancelled, abandoned);
        return abandoned.length;
      });
      if (done < BATCH) return;
    }
  }

  /**
   * Expires what is due, a batch per transaction, and calls off placements a dead process left
   * between holding stock and inserting the order; answers how many orders expired.
   */
  async sweep(): Promise<number> {
    await this.callOffAbandoned();
    let expired = 0;
    for (;;) {
      const done = await this.orders.transaction(async (tx) => {
        const due = await this.orders.lockDue(tx, BATCH);
        for (const order of due) {
          order.expire();
          await this.orders.save(tx, order);
          await this.changes.announce(tx, order, 'placed', true);
        }
        return due.length;
      });
      expired += done;
      if (done < BATCH) return expired;
    }
  }
}
