import { ANALYTICS_LIMITS, BASKET_LIMITS, type AnalyticsEventInput } from '@ela/contracts';
import { AnalyticsQueue } from './analytics-queue';
import { ANALYTICS_KEYS, ANALYTICS_QUEUE } from './analytics-settings';
import { buildEvent } from './event-builder';
import { EventStorage } from './event-storage';
import type { EventTransport } from './event-sender';
import { FakeStorage } from './testing/fake-storage';

/** The server as the queue sees it: answers statuses in turn (the last repeats) and records batches. */
class FakeServer implements EventTransport {
  readonly batches: string[][] = [];
  readonly at: number[] = [];
  constructor(private readonly statuses: number[] = [202]) {}

  async send(events: AnalyticsEventInput[]) {
    this.batches.push(events.map((e) => e.eventId));
    this.at.push(Date.now());
    return this.statuses[Math.min(this.batches.length - 1, this.statuses.length - 1)];
  }

  get sent(): string[] {
    return this.batches.flat();
  }
}

const ANON = '0f8fad5b-d9cb-469f-a165-70867728950e';
let counter = 0;
function pageView(): AnalyticsEventInput {
  counter += 1;
  return buildEvent(
    'page_view',
    {},
    {
      anonId: ANON,
      userId: null,
      userAgent: 'jest',
      referrer: '',
      source: `/page/${counter}`,
      now: Date.now(),
    },
  )!;
}

const inventoryId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A basket add from a visitor holding the fullest basket there is: its snapshot is the biggest. */
function fullBasketAdd(): AnalyticsEventInput {
  counter += 1;
  const lines = Array.from({ length: BASKET_LIMITS.maxLines }, (_, n) => ({
    inventoryId: inventoryId(n),
    quantity: BASKET_LIMITS.maxQuantity,
  }));
  return buildEvent(
    'basket_add',
    { inventoryId: inventoryId(0), quantity: 1, basketSnapshot: { lines } },
    { anonId: ANON, userId: null, userAgent: 'jest', referrer: '', source: `/p/${counter}`, now: Date.now() },
  )!;
}

const log = { error: jest.fn(), warn: jest.fn() };

function queueOn(storage: Storage | null, server: EventTransport, tabId = 'tab-a') {
  return new AnalyticsQueue({
    storage: new EventStorage(storage),
    transport: server,
    random: () => 0.5,
    tabId,
    log,
  });
}

/** Runs a flush to its end, moving the fake clock through its waits. */
async function flushNow(queue: AnalyticsQueue, ms = ANALYTICS_QUEUE.lockSettleMs + 1): Promise<void> {
  const flushed = queue.flush();
  await jest.advanceTimersByTimeAsync(ms);
  await flushed;
}

const stored = (storage: FakeStorage, key: string) =>
  (JSON.parse(storage.getItem(key) ?? '[]') as AnalyticsEventInput[]).map((e) => e.eventId);

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2025-03-21T10:00:00Z'));
  log.error.mockClear();
  log.warn.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('the analytics queue', () => {
  it('keeps pending events in pendingBasketEvents_v1 and sends them within the flush delay', async () => {
    const storage = new FakeStorage();
    const server = new FakeServer();
    const queue = queueOn(storage, server);
    const events = [pageView(), pageView()];
    events.forEach((e) => queue.enqueue(e));
    expect(stored(storage, ANALYTICS_KEYS.pending)).toEqual(events.map((e) => e.eventId));

    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.flushDelayMs - 1);
    expect(server.batches).toEqual([]);
    await jest.advanceTimersByTimeAsync(100);
    expect(server.batches).toEqual([events.map((e) => e.eventId)]);
    expect(storage.getItem(ANALYTICS_KEYS.pending)).toBeNull();
  });

  it('sends a full batch of 25 at once, and everything in batches of 25', async () => {
    const storage = new FakeStorage();
    const server = new FakeServer();
    const queue = queueOn(storage, server);
    const events = Array.from({ length: 60 }, pageView);
    events.slice(0, 25).forEach((e) => queue.enqueue(e));
    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.lockSettleMs + 1);
    expect(server.batches.map((b) => b.length)).toEqual([25]);

    events.slice(25).forEach((e) => queue.enqueue(e));
    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.flushDelayMs + 100);
    expect(server.batches.map((b) => b.length)).toEqual([25, 25, 10]);
    expect(server.sent).toEqual(events.map((e) => e.eventId));
  });

  it('cuts batches by bytes too, so big basket snapshots go out in more, smaller batches', async () => {
    const server = new FakeServer();
    const batches: string[] = [];
    const queue = queueOn(new FakeStorage(), {
      send: (events) => {
        batches.push(JSON.stringify({ events }));
        return server.send(events);
      },
    });
    const events = Array.from({ length: 25 }, fullBasketAdd);
    events.forEach((e) => queue.enqueue(e));
    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.lockSettleMs + 1);

    expect(server.batches.length).toBeGreaterThan(1);
    for (const body of batches)
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(ANALYTICS_LIMITS.maxBatchBytes);
    expect(server.sent).toEqual(events.map((e) => e.eventId));
  });

  it('retries a failed batch twice, 1000 × 2^n ms plus up to 1000 ms apart, then files it as failed', async () => {
    const storage = new FakeStorage();
    const server = new FakeServer([503]);
    const queue = queueOn(storage, server);
    const events = [pageView(), pageView()];
    events.forEach((e) => queue.enqueue(e));
    const flushed = queue.flush();
    await jest.advanceTimersByTimeAsync(10_000);
    await flushed;

    expect(server.batches).toHaveLength(ANALYTICS_QUEUE.maxAttempts);
    // random() is 0.5: the jitter adds 500 ms to 1000 and to 2000.
    expect([server.at[1] - server.at[0], server.at[2] - server.at[1]]).toEqual([1500, 2500]);
    expect(stored(storage, ANALYTICS_KEYS.failed)).toEqual(events.map((e) => e.eventId));
    expect(storage.getItem(ANALYTICS_KEYS.pending)).toBeNull();
    expect(log.error).toHaveBeenCalledWith('Failed to send events after retries');
  });

  it.each([401, 403, 500, 0])('treats %s as worth another try', async (status) => {
    const server = new FakeServer([status, 202]);
    const queue = queueOn(new FakeStorage(), server);
    queue.enqueue(pageView());
    const flushed = queue.flush();
    await jest.advanceTimersByTimeAsync(5_000);
    await flushed;
    expect(server.batches).toHaveLength(2);
    expect(queue.failed()).toEqual([]);
  });

  it.each([400, 404, 413, 422])(
    'takes %s as final: no retry, the batch is failed, later batches still go',
    async (status) => {
      const storage = new FakeStorage();
      const server = new FakeServer([status, 202]);
      const queue = queueOn(storage, server);
      const events = Array.from({ length: 30 }, pageView);
      events.forEach((e) => queue.enqueue(e));
      const flushed = queue.flush();
      await jest.advanceTimersByTimeAsync(1000);
      await flushed;
      expect(server.batches.map((b) => b.length)).toEqual([25, 5]);
      expect(stored(storage, ANALYTICS_KEYS.failed)).toEqual(events.slice(0, 25).map((e) => e.eventId));
      expect(log.error).not.toHaveBeenCalled();
    },
  );

  it('stops a flush when a batch fails every try, leaving the rest for the next one', async () => {
    const storage = new FakeStorage();
    const server = new FakeServer([500, 500, 500, 202]);
    const queue = queueOn(storage, server);
    const events = Array.from({ length: 30 }, pageView);
    events.forEach((e) => queue.enqueue(e));
    const flushed = queue.flush();
    await jest.advanceTimersByTimeAsync(10_000);
    await flushed;
    expect(queue.pending().map((e) => e.eventId)).toEqual(events.slice(25).map((e) => e.eventId));
    await flushNow(queue);
    expect(server.batches.at(-1)).toEqual(events.slice(25).map((e) => e.eventId));
    expect(queue.pending()).toEqual([]);
  });

  it('lets two tabs flush at once and sends each event once', async () => {
    const storage = new FakeStorage();
    const server = new FakeServer();
    const a = queueOn(storage, server, 'tab-a');
    const b = queueOn(storage, server, 'tab-b');
    const events = Array.from({ length: 40 }, pageView);
    events.forEach((e, i) => (i % 2 ? a : b).enqueue(e));
    const both = Promise.all([a.flush(), b.flush()]);
    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.lockBusyRetryMs + 1000);
    await both;
    expect([...server.sent].sort()).toEqual(events.map((e) => e.eventId).sort());
    expect(new Set(server.sent).size).toBe(events.length);
    expect(storage.getItem(ANALYTICS_KEYS.flushLock)).toBeNull();
  });

  it('waits for a lock another tab holds, and takes over one left by a closed tab once it expires', async () => {
    const storage = new FakeStorage();
    const server = new FakeServer();
    const lock = { owner: 'closed-tab', expiresAt: Date.now() + ANALYTICS_QUEUE.lockTtlMs };
    storage.setItem(ANALYTICS_KEYS.flushLock, JSON.stringify(lock));
    const queue = queueOn(storage, server);
    queue.enqueue(pageView());
    await flushNow(queue);
    expect(server.batches).toEqual([]);
    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.lockTtlMs + ANALYTICS_QUEUE.lockBusyRetryMs);
    expect(server.batches).toHaveLength(1);
    expect(storage.getItem(ANALYTICS_KEYS.flushLock)).toBeNull();
  });

  it('falls back to memory when the storage is full, losing nothing, and returns to it once there is room', async () => {
    const storage = new FakeStorage();
    const server = new FakeServer();
    const queue = queueOn(storage, server);
    const first = Array.from({ length: 5 }, pageView);
    first.forEach((e) => queue.enqueue(e));
    storage.setQuota(storage.used + 100); // the next write does not fit
    const more = Array.from({ length: 5 }, pageView);
    more.forEach((e) => queue.enqueue(e));
    // All ten in this tab's memory; no stale copy left in the storage.
    expect(storage.getItem(ANALYTICS_KEYS.pending)).toBeNull();
    expect(queue.pending().map((e) => e.eventId)).toEqual([...first, ...more].map((e) => e.eventId));

    storage.setQuota(Infinity);
    const last = pageView();
    queue.enqueue(last);
    expect(stored(storage, ANALYTICS_KEYS.pending)).toEqual([...first, ...more, last].map((e) => e.eventId));
    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.flushDelayMs + 100);
    expect(server.sent).toEqual([...first, ...more, last].map((e) => e.eventId));
    expect(queue.pending()).toEqual([]);
  });

  it('sends what the memory holds even while the storage stays full', async () => {
    const storage = new FakeStorage(0);
    const server = new FakeServer();
    const queue = queueOn(storage, server);
    const events = Array.from({ length: 30 }, pageView);
    events.forEach((e) => queue.enqueue(e));
    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.flushDelayMs + 100);
    expect(server.sent).toEqual(events.map((e) => e.eventId));
    expect(queue.pending()).toEqual([]);
  });

  it('works from memory when localStorage throws on every call', async () => {
    const storage = new FakeStorage();
    storage.blocked = true;
    const server = new FakeServer();
    const queue = queueOn(storage, server);
    const events = [pageView(), pageView()];
    events.forEach((e) => queue.enqueue(e));
    expect(queue.pending()).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.flushDelayMs + 100);
    expect(server.sent).toEqual(events.map((e) => e.eventId));
  });

  it('works without any localStorage at all', async () => {
    const server = new FakeServer();
    const queue = queueOn(null, server);
    queue.enqueue(pageView());
    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.flushDelayMs + 100);
    expect(server.batches).toHaveLength(1);
  });

  it('beacons what fits when the page is hidden, and keeps the rest', () => {
    const storage = new FakeStorage();
    const beacons: string[] = [];
    const queue = new AnalyticsQueue({
      storage: new EventStorage(storage),
      transport: new FakeServer(),
      beacon: (body) => beacons.push(body) > 0,
      tabId: 'tab-a',
      log,
    });
    const events = Array.from({ length: 300 }, pageView);
    events.forEach((e) => queue.enqueue(e));
    queue.sendOnHide();
    const sent = beacons.flatMap((b) =>
      (JSON.parse(b) as { events: AnalyticsEventInput[] }).events.map((e) => e.eventId),
    );
    expect(beacons.every((b) => JSON.parse(b).events.length <= 25)).toBe(true);
    expect(beacons.join('').length).toBeLessThanOrEqual(ANALYTICS_QUEUE.beaconMaxBytes);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(events.length);
    expect([...sent, ...queue.pending().map((e) => e.eventId)]).toEqual(events.map((e) => e.eventId));
  });

  it('keeps events a browser would not take a beacon for', () => {
    const queue = new AnalyticsQueue({
      storage: new EventStorage(new FakeStorage()),
      transport: new FakeServer(),
      beacon: () => false,
      log,
    });
    queue.enqueue(pageView());
    queue.sendOnHide();
    expect(queue.pending()).toHaveLength(1);
  });

  it('sends no beacon while another tab is flushing', () => {
    const storage = new FakeStorage();
    storage.setItem(
      ANALYTICS_KEYS.flushLock,
      JSON.stringify({ owner: 'tab-b', expiresAt: Date.now() + 10_000 }),
    );
    const beacon = jest.fn(() => true);
    const queue = new AnalyticsQueue({
      storage: new EventStorage(storage),
      transport: new FakeServer(),
      beacon,
      tabId: 'tab-a',
      log,
    });
    queue.enqueue(pageView());
    queue.sendOnHide();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('drops events older than the server takes instead of sending them', async () => {
    const storage = new FakeStorage();
    const server = new FakeServer();
    const queue = queueOn(storage, server);
    const old = pageView();
    queue.enqueue(old);
    jest.setSystemTime(Date.now() + 8 * 24 * 3600_000);
    const fresh = pageView();
    queue.enqueue(fresh);
    await flushNow(queue);
    expect(server.sent).toEqual([fresh.eventId]);
  });
});
