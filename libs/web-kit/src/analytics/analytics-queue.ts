import { ANALYTICS_LIMITS, firstBatchLength, type AnalyticsEventInput } from '@ela/contracts';
import { ANALYTICS_KEYS, ANALYTICS_QUEUE } from './analytics-settings';
import type { EventStorage } from './event-storage';
import { sendWithRetries, type EventTransport } from './event-sender';
import { FlushLock } from './flush-lock';
import { uuidV4 } from './uuid';

export interface AnalyticsQueueDeps {
  storage: EventStorage;
  transport: EventTransport;
  /** `navigator.sendBeacon` bound to the events URL; false when the browser would not take it. */
  beacon?: (body: string) => boolean;
  random?: () => number;
  now?: () => number;
  /** Names this tab in the flush lock. */
  tabId?: string;
  log?: Pick<Console, 'error' | 'warn'>;
}

const { pending: PENDING, failed: FAILED } = ANALYTICS_KEYS;
/** Events this close to the server's age limit are not sent: they would be refused. */
const AGE_MARGIN_MS = 60_000;

/**
 * The browser's analytics queue (spec sections 4, 8 and 9). Events wait in localStorage
 * (`pendingBasketEvents_v1`, shared by the tabs) and go out in batches of 25, one flush at a time
 * across tabs. A batch is tried at most three times, with a growing wait; one the server refuses
 * for good (a 4xx other than 401 and 403), or that fails every try, moves to
 * `failedBasketEvents_v1`. When the page is hidden, what fits goes out as beacons.
 */
export class AnalyticsQueue {
  private readonly lock: FlushLock;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly log: Pick<Console, 'error' | 'warn'>;
  private flushing: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private dueAt = Infinity;

  constructor(private readonly deps: AnalyticsQueueDeps) {
    this.random = deps.random ?? Math.random;
    this.now = deps.now ?? Date.now;
    this.log = deps.log ?? console;
    this.lock = new FlushLock(deps.storage, deps.tabId ?? uuidV4(), {
      ttlMs: ANALYTICS_QUEUE.lockTtlMs,
      settleMs: ANALYTICS_QUEUE.lockSettleMs,
      now: this.now,
    });
  }

  pending(): AnalyticsEventInput[] {
    return this.deps.storage.events(PENDING);
  }

  failed(): AnalyticsEventInput[] {
    return this.deps.storage.events(FAILED);
  }

  /** Queues an event; a full batch is sent at once, anything else within `flushDelayMs`. */
  enqueue(event: AnalyticsEventInput): void {
    const pending = this.deps.storage.updateEvents(PENDING, (events) =>
      [...events, event].slice(-ANALYTICS_QUEUE.maxPending),
    );
    this.flushSoon(pending.length >= ANALYTICS_QUEUE.batchSize ? 0 : ANALYTICS_QUEUE.flushDelayMs);
  }

  /** A flush `delayMs` from now, unless one is due sooner already. */
  flushSoon(delayMs: number): void {
    const due = this.now() + delayMs;
    if (this.timer && this.dueAt <= due) return;
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = due;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.dueAt = Infinity;
      void this.flush();
    }, delayMs);
  }

  /** Sends everything pending, batch by batch; one flush at a time in this tab and across tabs. */
  flush(): Promise<void> {
    this.flushing ??= this.flushLocked().finally(() => (this.flushing = null));
    return this.flushing;
  }

  /**
   * The page is being hidden (maybe closed): beacons take what fits, since a request begun now
   * may be cut off. Skipped while another tab's flush is sending the same events.
   */
  sendOnHide(): void {
    const beacon = this.deps.beacon;
    if (!beacon || this.lock.heldByAnother()) return;
    const events = this.current();
    const sent = new Set<string>();
    let bytes = 0;
    for (let i = 0; i < events.length;) {
      const batch = events.slice(i, i + firstBatchLength(events.slice(i)));
      i += batch.length;
      const body = JSON.stringify({ events: batch });
      bytes += new TextEncoder().encode(body).length;
      if (bytes > ANALYTICS_QUEUE.beaconMaxBytes || !beacon(body)) break;
      for (const event of batch) sent.add(event.eventId);
    }
    if (sent.size)
      this.deps.storage.updateEvents(PENDING, (list) => list.filter((e) => !sent.has(e.eventId)));
  }

  private async flushLocked(): Promise<void> {
    if (this.current().length === 0) return;
    if (!(await this.lock.acquire())) {
      this.flushSoon(ANALYTICS_QUEUE.lockBusyRetryMs);
      return;
    }
    try {
      for (;;) {
        const pending = this.current();
        const batch = pending.slice(0, firstBatchLength(pending));
        if (batch.length === 0) return;
        const outcome = await sendWithRetries(batch, this.deps.transport, {
          maxAttempts: ANALYTICS_QUEUE.maxAttempts,
          backoffBaseMs: ANALYTICS_QUEUE.backoffBaseMs,
          backoffJitterMs: ANALYTICS_QUEUE.backoffJitterMs,
          random: this.random,
          beforeAttempt: () => this.lock.renew(),
        });
        const ids = new Set(batch.map((e) => e.eventId));
        this.deps.storage.updateEvents(PENDING, (events) => events.filter((e) => !ids.has(e.eventId)));
        if (outcome === 'sent') continue;
        this.deps.storage.updateEvents(FAILED, (events) =>
          [...events, ...batch].slice(-ANALYTICS_QUEUE.maxFailed),
        );
        if (outcome === 'refused') {
          this.log.warn('Analytics events refused by the server', batch.length);
          continue;
        }
        this.log.error(ANALYTICS_QUEUE.failedLogMessage);
        // The server is not answering: what is left waits for the next flush.
        return;
      }
    } finally {
      this.lock.release();
    }
  }

  /** Pending events the server would still take; older ones are let go. */
  private current(): AnalyticsEventInput[] {
    const oldest = this.now() - ANALYTICS_LIMITS.maxAgeMs + AGE_MARGIN_MS;
    const events = this.pending();
    const fresh = events.filter((e) => Date.parse(e.timestamp) >= oldest);
    if (fresh.length < events.length) {
      const kept = new Set(fresh.map((e) => e.eventId));
      this.deps.storage.updateEvents(PENDING, (list) => list.filter((e) => kept.has(e.eventId)));
      this.log.warn('Analytics events too old to send were dropped', events.length - fresh.length);
    }
    return fresh;
  }
}
