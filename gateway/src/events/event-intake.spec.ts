import { randomUUID } from 'node:crypto';
import { ANALYTICS_LIMITS, type AnalyticsEventInput } from '@ela/contracts';
import { checkEventBatch } from './event-intake';

const NOW = Date.parse('2025-03-21T10:00:00Z');

function event(overrides: Partial<AnalyticsEventInput> = {}): AnalyticsEventInput {
  return {
    eventId: randomUUID(),
    eventType: 'page_view',
    timestamp: new Date(NOW - 1000).toISOString(),
    client: { anonId: randomUUID(), userId: null, userAgent: 'Mozilla/5.0' },
    payload: { referrer: '', source: '/shop' },
    meta: { clientVersion: '1.0.0' },
    ...overrides,
  } as AnalyticsEventInput;
}

describe('checking a batch of browser events', () => {
  it('takes up to a full batch and puts the verified customer on every event', () => {
    const customer = { id: randomUUID(), role: 'user' as const };
    const claimed = event({ client: { anonId: randomUUID(), userId: randomUUID(), userAgent: 'x' } });
    const batch = [claimed, ...Array.from({ length: ANALYTICS_LIMITS.batchSize - 1 }, () => event())];
    const intake = checkEventBatch({ events: batch }, customer, NOW);
    expect(intake.ok && intake.events.map((e) => e.client.userId)).toEqual(batch.map(() => customer.id));
  });

  it('never keeps a user id the body claims without a customer token', () => {
    const claimed = event({ client: { anonId: randomUUID(), userId: randomUUID(), userAgent: 'x' } });
    for (const caller of [null, { id: randomUUID(), role: 'admin' as const }]) {
      const intake = checkEventBatch({ events: [claimed] }, caller, NOW);
      expect(intake.ok && intake.events[0].client.userId).toBeNull();
    }
  });

  it('drops payload keys it does not know, and keeps the type’s own', () => {
    const search = event({
      eventType: 'search',
      payload: {
        referrer: 'https://example.com/',
        source: '/search/x',
        term: 'مخمل',
        resultCount: 0,
        extra: 1,
      },
    } as Partial<AnalyticsEventInput>);
    const intake = checkEventBatch({ events: [search] }, null, NOW);
    expect(intake.ok && intake.events[0].payload).toEqual({
      referrer: 'https://example.com/',
      source: '/search/x',
      term: 'مخمل',
      resultCount: 0,
    });
  });

  it.each([
    ['no events', { events: [] }, 'body.events'],
    ['more than a batch', { events: Array.from({ length: 26 }, () => event()) }, 'body.events'],
    ['something else beside the events', { events: [event()], extra: true }, 'body'],
    ['no body', null, 'body.events'],
  ])('refuses %s', (_what, body, field) => {
    const intake = checkEventBatch(body, null, NOW);
    expect(intake.ok).toBe(false);
    expect(!intake.ok && (intake.error.details as { field: string }[])[0].field).toBe(field);
  });

  it('names the index and the reason of every bad event, and takes none of the batch', () => {
    const tomorrow = new Date(NOW + 24 * 3600_000).toISOString();
    const lastMonth = new Date(NOW - 30 * 24 * 3600_000).toISOString();
    const batch = [
      event(),
      event({ timestamp: tomorrow }),
      event({ timestamp: lastMonth }),
      event({ eventType: 'product_view' } as Partial<AnalyticsEventInput>),
      event({ payload: { referrer: '\u0000', source: '/' } }),
    ];
    const intake = checkEventBatch({ events: batch }, null, NOW);
    expect(intake.ok).toBe(false);
    if (intake.ok) return;
    expect(intake.error.statusCode).toBe(400);
    const details = intake.error.details as { index: number; field: string; message: string }[];
    expect(details.map((d) => [d.index, d.field])).toEqual([
      [1, 'body.events.1'],
      [2, 'body.events.2'],
      [3, 'body.events.3.payload.productId'],
      [3, 'body.events.3.payload.inventoryId'],
      [4, 'body.events.4.payload.referrer'],
    ]);
    expect(details[0].message).toBe('زمان رویداد در آینده است');
    expect(details[1].message).toBe('رویداد قدیمی‌تر از 7 روز است');
    expect(intake.error.message).toContain('رویداد 1');
  });

  it('allows a phone’s clock a few minutes ahead', () => {
    const ahead = event({ timestamp: new Date(NOW + ANALYTICS_LIMITS.maxFutureMs - 1000).toISOString() });
    expect(checkEventBatch({ events: [ahead] }, null, NOW).ok).toBe(true);
  });
});
