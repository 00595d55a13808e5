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
 * Ends payment windows. Each order's delayed job (`PaymentWindowQueue`) calls `expireIfDue`;
 * each replica also sweeps now and then for orders whose job Redis lost: unpaid orders past
 * `expires_at` are locked with SKIP LOCKED (two replicas never take the same one), cancelled by
 * the system and announced as `expired` in the same transaction. A paid or cancelled order is
 * never expired, and one paid meanwhile waits on the lock and is then no longer `placed`.
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
        for (const { id, customerId } of abandoned)
          await this.outbox.add(tx, ORDERS_EVENTS.cancelled, { id, customerId });
        return abandoned.length;
      });
      if (done < BATCH) return;
    }
  }

  /**
   * The job of one order: expires it if it is still unpaid and its window has ended. Answers when
   * to look again instead, while a bank session started inside the window may still be paid.
   */
  async expireIfDue(orderId: string): Promise<{ expired: boolean; again: Date | null }> {
    return this.orders.transaction(async (tx) => {
      const order = await this.orders.lock(tx, orderId);
      if (!order || order.status !== 'placed') return { expired: false, again: null };
      // Held by a payment being verified: that payment settles it (paid, or let go).
      if (order.paymentId)
        return { expired: false, again: new Date(Date.now() + this.settings.expirySweepMs) };
      if (order.payable()) return { expired: false, again: order.graceUntil ?? order.expiresAt };
      order.expire();
      await this.orders.save(tx, order);
      await this.changes.announce(tx, order, 'placed', true);
      return { expired: true, again: null };
    });
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
