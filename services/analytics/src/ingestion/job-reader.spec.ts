import { randomUUID } from 'node:crypto';
import { readJob, searchKey } from './job-reader';

const NOW = Date.parse('2025-03-21T10:00:00Z');
const receivedAt = new Date(NOW - 60_000).toISOString();

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  eventType: 'page_view',
  timestamp: new Date(NOW - 120_000).toISOString(),
  client: { anonId: randomUUID(), userId: null, userAgent: 'Mozilla/5.0' },
  payload: { referrer: '', source: '/' },
  meta: { clientVersion: '1.0.0' },
  ...overrides,
});

describe('reading a job off the queue', () => {
  it('turns each event into a row, searches with a folded key', () => {
    const search = event({
      eventType: 'search',
      payload: { referrer: '', source: '/search/x', term: ' كفش  مجلسي ', resultCount: 0 },
    });
    const job = readJob({ receivedAt, events: [event(), search] }, NOW, 30);
    expect(job.deadLetters).toEqual([]);
    expect(job.rows).toHaveLength(2);
    expect(job.rows[1]).toMatchObject({
      eventId: search.eventId,
      eventType: 'search',
      anonId: search.client.anonId,
      receivedAt,
      payload: { term: 'كفش  مجلسي', termKey: 'کفش مجلسی', resultCount: 0 },
    });
  });

  it('files a job that is no batch as one letter', () => {
    const job = readJob({ hello: 'world' }, NOW, 30);
    expect(job.rows).toEqual([]);
    expect(job.deadLetters).toEqual([
      expect.objectContaining({ eventId: null, payload: '{"hello":"world"}', receivedAt: null }),
    ]);
    expect(job.deadLetters[0].reason).toMatch(/^بستهٔ رویدادها خوانا نیست/);
  });

  it('keeps the good events of a batch and files each bad one with its id and reason', () => {
    const good = event();
    const unknownType = event({ eventType: 'teleport' });
    const tooOld = event({ timestamp: new Date(NOW - 40 * 24 * 3600_000).toISOString() });
    const fromTheFuture = event({ timestamp: new Date(NOW + 3600_000).toISOString() });
    const job = readJob({ receivedAt, events: [good, unknownType, tooOld, fromTheFuture, 42] }, NOW, 30);
    expect(job.rows.map((r) => r.eventId)).toEqual([good.eventId]);
    expect(job.deadLetters.map((l) => [l.eventId, l.reason.slice(0, 17)])).toEqual([
      [unknownType.eventId, 'رویداد خوانا نیست'],
      [tooOld.eventId, 'زمان رویداد بیرون'],
      [fromTheFuture.eventId, 'زمان رویداد بیرون'],
      [null, 'رویداد خوانا نیست'],
    ]);
    expect(JSON.parse(job.deadLetters[0].payload)).toEqual(unknownType);
  });

  it('gives a letter the same fingerprint when the same job is read again', () => {
    const data = { receivedAt, events: [event({ eventType: 'teleport' })] };
    expect(readJob(data, NOW, 30).deadLetters[0].fingerprint).toBe(
      readJob(data, NOW + 5000, 30).deadLetters[0].fingerprint,
    );
  });

  it('folds search terms as the catalog folds names', () => {
    expect(searchKey('ي‌ك  Ab')).toBe('ی ک ab');
  });
});
