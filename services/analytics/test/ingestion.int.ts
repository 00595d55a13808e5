import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import type { Client } from 'pg';
import {
  ANALYTICS_JOB_RETRY,
  ANALYTICS_LIMITS,
  analyticsQueueName,
  type DeadLetter,
  type Page,
} from '@ela/contracts';
import { ApiClient, adminApi, customerApi, startTestStack } from '@ela/stack';
import { browserEvent } from './event-fixtures';
import { analyticsDb, eventually, storedCount } from './analytics-db';

jest.setTimeout(90_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let db: Client;
let anyone: ApiClient;

/** The per-browser budget is small here, so one test can run out of it. */
const PER_CLIENT = 100;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'analytics', 'analytics-worker', 'gateway'], {
    gateway: { EVENTS_RATE_PER_CLIENT: String(PER_CLIENT) },
  });
  db = await analyticsDb(stack);
  anyone = new ApiClient(stack.urls.api);
});
afterAll(async () => {
  await db?.end();
  await stack?.dispose();
});

const post = (api: ApiClient, events: unknown[], headers: Record<string, string> = {}) =>
  api.call('POST', '/api/events', { events }, headers);

describe('POST /api/events', () => {
  it('answers 202 once queued, and the worker stores each event once, with the user the token names', async () => {
    const customer = await customerApi(stack);
    const me = (await customer.call('GET', '/Users/currentUserData')).body as { _id: string };
    const impostor = randomUUID();
    const mine = [
      browserEvent('page_view', { source: '/shop' }),
      browserEvent('search', { term: 'مخمل', resultCount: 3 }),
    ].map((e) => ({ ...e, client: { ...e.client, userId: impostor } }));
    const anonymous = browserEvent(
      'page_view',
      {},
      { client: { anonId: randomUUID(), userId: impostor, userAgent: 'x' } },
    );

    expect(await post(customer, mine)).toMatchObject({ status: 202, body: { accepted: 2 } });
    expect((await post(anyone, [anonymous])).status).toBe(202);
    // The same batch again (a retry after a lost answer) adds nothing.
    expect((await post(customer, mine)).status).toBe(202);

    const ids = [...mine, anonymous].map((e) => e.eventId);
    await eventually(
      () => storedCount(db, ids),
      (n) => n === 3,
    );
    const { rows } = await db.query(
      'SELECT event_id, user_id FROM analytics_event WHERE event_id = ANY($1::uuid[])',
      [ids],
    );
    const users = Object.fromEntries(
      rows.map((r: { event_id: string; user_id: string | null }) => [r.event_id, r.user_id]),
    );
    expect(users).toEqual({
      [mine[0].eventId]: me._id,
      [mine[1].eventId]: me._id,
      [anonymous.eventId]: null,
    });
    await sleep(500);
    expect(await storedCount(db, ids)).toBe(3);
  });

  it('refuses a batch with a bad event, naming its index and why, and stores none of it', async () => {
    const good = browserEvent('page_view');
    const future = {
      ...browserEvent('page_view'),
      timestamp: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const noTerm = browserEvent('search', { resultCount: 0 });
    const res = await post(anyone, [good, future, noTerm]);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { index: 1, field: 'body.events.1', message: 'زمان رویداد در آینده است' },
      expect.objectContaining({ index: 2, field: 'body.events.2.payload.term' }),
    ]);
    expect(res.body.message).toContain('رویداد 1');

    const tooMany = Array.from({ length: 26 }, () => browserEvent('page_view'));
    expect((await post(anyone, tooMany)).status).toBe(400);
    const huge = browserEvent('page_view', { source: `/${'a'.repeat(2047)}`, referrer: 'x'.repeat(2048) });
    const snapshot = {
      lines: Array.from({ length: 100 }, () => ({ inventoryId: randomUUID(), quantity: 1000 })),
    };
    const oversized = { ...huge, payload: { ...huge.payload, basketSnapshot: snapshot } };
    expect(await post(anyone, [oversized])).toMatchObject({
      status: 400,
      body: { details: [{ index: 0, field: 'body.events.0' }] },
    });
    await sleep(300);
    expect(await storedCount(db, [good.eventId])).toBe(0);
  });

  it('refuses a batch beyond its bytes, however few its events, and stores none of it', async () => {
    const basketSnapshot = {
      lines: Array.from({ length: 100 }, () => ({ inventoryId: randomUUID(), quantity: 1000 })),
    };
    const full = () => browserEvent('basket_add', { inventoryId: randomUUID(), quantity: 1, basketSnapshot });
    const events = Array.from({ length: 25 }, full);
    expect(JSON.stringify({ events }).length).toBeGreaterThan(ANALYTICS_LIMITS.maxBatchBytes);
    const res = await post(anyone, events);
    expect(res).toMatchObject({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE' } });
    // What a browser sends instead: the same events cut into batches that fit.
    expect((await post(anyone, events.slice(0, 4))).status).toBe(202);
    await sleep(300);
    expect(
      await storedCount(
        db,
        events.slice(4).map((e) => e.eventId),
      ),
    ).toBe(0);
  });

  it('answers 401 to a token that does not verify, so the shop refreshes rather than losing its user', async () => {
    const res = await post(anyone, [browserEvent('page_view')], { authorization: 'Bearer not.a.token' });
    expect(res.status).toBe(401);
  });

  it('takes a beacon (text/plain JSON), which browsers send across origins without a preflight', async () => {
    const event = browserEvent('page_view', { source: '/basket' });
    const res = await fetch(`${stack.urls.api}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ events: [event] }),
    });
    expect(res.status).toBe(202);
    await eventually(
      () => storedCount(db, [event.eventId]),
      (n) => n === 1,
    );
    const broken = await fetch(`${stack.urls.api}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"events": [',
    });
    expect(broken.status).toBe(400);
  });

  it('keeps text/plain refused on every other route', async () => {
    const res = await fetch(`${stack.urls.api}/otp/send`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ phone: '09120000000' }),
    });
    expect(res.status).toBe(415);
  });

  it('limits one browser to its budget of events a minute, with Retry-After', async () => {
    const anonId = randomUUID();
    const batch = () => Array.from({ length: 25 }, () => browserEvent('page_view', {}, { anonId }));
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < PER_CLIENT / 25 + 1; i += 1) {
      const res = await post(anyone, batch());
      statuses.push(res.status);
      retryAfter ??= res.headers.get('retry-after');
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another browser behind the same address still gets in.
    expect((await post(anyone, [browserEvent('page_view')])).status).toBe(202);
  });
});

describe('dead letters', () => {
  it('files a poison job’s bad events for admins to see and stores the good ones beside them', async () => {
    const redis = new IORedis(stack.config.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(analyticsQueueName(stack.config.natsPrefix), { connection: redis });
    const good = browserEvent('page_view');
    const unreadable = { ...browserEvent('page_view'), eventType: 'teleport' };
    const ancient = { ...browserEvent('page_view'), timestamp: '2001-01-01T00:00:00.000Z' };
    try {
      // Written straight to Redis, past the gateway: the worker trusts nothing the queue holds.
      await queue.add(
        'batch',
        { receivedAt: new Date().toISOString(), events: [good, unreadable, ancient] },
        { attempts: ANALYTICS_JOB_RETRY.attempts, backoff: { type: ANALYTICS_JOB_RETRY.backoffType } },
      );
      await queue.add('batch', { nonsense: true });
      await eventually(
        () => storedCount(db, [good.eventId]),
        (n) => n === 1,
      );

      const admin = await adminApi(stack);
      const letters = await eventually(
        async () => (await admin.call<Page<DeadLetter>>('GET', '/analytics/dead-letters?limit=50')).body,
        (page) => page.items.length >= 3,
      );
      const byEvent = (id: string) => letters.items.find((l) => l.eventId === id);
      expect(byEvent(unreadable.eventId)?.reason).toContain('رویداد خوانا نیست');
      expect(byEvent(ancient.eventId)?.reason).toBe('زمان رویداد بیرون از دورهٔ نگه‌داری است');
      expect(JSON.parse(byEvent(ancient.eventId)!.payload)).toEqual(ancient);
      expect(letters.items.some((l) => l.eventId === null && l.payload.includes('nonsense'))).toBe(true);
      expect(letters.total).toBe(letters.items.length);

      const customer = await customerApi(stack);
      expect((await customer.call('GET', '/analytics/dead-letters')).status).toBe(401);
      expect((await anyone.call('GET', '/analytics/dead-letters')).status).toBe(401);
      expect(await queue.getFailedCount()).toBe(0);
    } finally {
      await queue.close();
      redis.disconnect();
    }
  });
});
