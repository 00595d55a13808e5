import { randomUUID } from 'node:crypto';
import type { AnalyticsEventInput, AnalyticsEventType } from '@ela/contracts';

/** An event as the shop's queue builds it; `payload` adds the type's own fields. */
export function browserEvent(
  eventType: AnalyticsEventType,
  payload: Record<string, unknown> = {},
  overrides: Partial<AnalyticsEventInput> & { anonId?: string } = {},
): AnalyticsEventInput {
  const { anonId = randomUUID(), ...rest } = overrides;
  return {
    eventId: randomUUID(),
    eventType,
    timestamp: new Date().toISOString(),
    client: { anonId, userId: null, userAgent: 'Mozilla/5.0 (test)' },
    payload: { referrer: '', source: '/', ...payload },
    meta: { clientVersion: '1.0.0' },
    ...rest,
  } as AnalyticsEventInput;
}

/** `count` page views in batches of 25, one anonymous browser per batch. */
export function pageViewBatches(count: number, size = 25): AnalyticsEventInput[][] {
  const batches: AnalyticsEventInput[][] = [];
  for (let i = 0; i < count; i += size) {
    const anonId = randomUUID();
    batches.push(
      Array.from({ length: Math.min(size, count - i) }, () =>
        browserEvent('page_view', { source: '/shop' }, { anonId }),
      ),
    );
  }
  return batches;
}
