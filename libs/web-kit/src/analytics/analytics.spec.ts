import type { AnalyticsEventInput } from '@ela/contracts';
import { authSession } from '../auth/auth.store';
import { customer, pair } from '../auth/session.fixtures';
import { bodyOf, fakeApi } from '../testing/fake-api';
import { configureHttp } from '../http/http';
import { ANALYTICS_KEYS, ANALYTICS_QUEUE } from './analytics-settings';
import { startAnalytics, trackBasketAdd, trackPageView, trackPaymentResult, trackSearch } from './analytics';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INVENTORY = '11111111-1111-4111-8111-111111111111';
const ORDER = '22222222-2222-4222-8222-222222222222';
const pending = () =>
  JSON.parse(localStorage.getItem(ANALYTICS_KEYS.pending) ?? '[]') as AnalyticsEventInput[];
const sentEvents = (api: ReturnType<typeof fakeApi>) =>
  api.to('POST /api/events').flatMap((r) => (bodyOf(r) as { events: AnalyticsEventInput[] }).events);

// The queue is the page's one instance: the clock stays fake for the whole file, and each test
// ends with the queue drained, so no flush is left waiting for the next test.
let stop: () => void;
beforeAll(() => {
  jest.useFakeTimers();
  configureHttp({ apiBaseUrl: 'http://api.test' });
});
beforeEach(() => {
  localStorage.clear();
  stop = startAnalytics();
});
afterEach(async () => {
  stop();
  authSession.clear();
  fakeApi({ 'POST /api/events': { status: 202, data: {} } });
  await jest.advanceTimersByTimeAsync(60_000);
});
afterAll(() => jest.useRealTimers());

describe('the shop’s analytics events', () => {
  it('have the spec’s shape: an anonymous id made once, the page, the customer and the client version', () => {
    window.history.pushState({}, '', '/product/velvet');
    authSession.start(pair('a1'), 'user');
    trackPageView();
    trackBasketAdd(
      { inventoryId: INVENTORY, quantity: 3 },
      { lines: [{ inventoryId: INVENTORY, quantity: 3 }] },
    );
    trackSearch('  مخمل  ', 0);
    const [view, add, search] = pending();
    const anonId = localStorage.getItem(ANALYTICS_KEYS.anonId);
    expect(anonId).toMatch(UUID_V4);
    expect(view).toEqual({
      eventId: expect.stringMatching(UUID_V4),
      eventType: 'page_view',
      timestamp: new Date().toISOString(),
      client: { anonId, userId: customer._id, userAgent: navigator.userAgent },
      payload: { referrer: '', source: '/product/velvet' },
      meta: { clientVersion: '1.0.0' },
    });
    expect(add.payload).toEqual({
      referrer: '',
      source: '/product/velvet',
      inventoryId: INVENTORY,
      quantity: 3,
      basketSnapshot: { lines: [{ inventoryId: INVENTORY, quantity: 3 }] },
    });
    expect(search.payload).toMatchObject({ term: 'مخمل', resultCount: 0 });
    expect(new Set([view, add, search].map((e) => e.client.anonId))).toEqual(new Set([anonId]));
  });

  it('sends nothing the server would refuse, and says why, while the rest of the batch goes', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApi({ 'POST /api/events': { status: 202, data: { accepted: 1 } } });
    trackSearch('   ', 3);
    trackPageView();
    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.flushDelayMs + ANALYTICS_QUEUE.lockSettleMs);
    const [request] = api.to('POST /api/events');
    expect((bodyOf(request) as { events: { eventType: string }[] }).events.map((e) => e.eventType)).toEqual([
      'page_view',
    ]);
    expect(warn).toHaveBeenCalledWith('Analytics event search not sent', expect.any(String));
    expect(pending()).toEqual([]);
    warn.mockRestore();
  });

  it('flushes about 100 ms after a login, as JSON with the bearer token', async () => {
    const api = fakeApi({ 'POST /api/events': { status: 202, data: { accepted: 1 } } });
    trackPageView();
    authSession.start(pair('token-1'), 'user');
    await jest.advanceTimersByTimeAsync(ANALYTICS_QUEUE.tokenChangeFlushDelayMs - 10);
    expect(api.to('POST /api/events')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(10 + ANALYTICS_QUEUE.lockSettleMs);
    const [request] = api.to('POST /api/events');
    expect(request.baseURL).toBe('http://api.test');
    expect(request.url).toBe('/api/events');
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(sentEvents(api).map((e) => e.eventType)).toEqual(['page_view']);
    expect(pending()).toEqual([]);
  });

  it('flushes about 100 ms after the access-token cookie changes in another tab', async () => {
    const api = fakeApi({ 'POST /api/events': { status: 202, data: { accepted: 1 } } });
    trackPageView();
    document.cookie = 'auth.accessToken=from-another-tab; Path=/';
    authSession.syncFromCookies();
    await jest.advanceTimersByTimeAsync(
      ANALYTICS_QUEUE.tokenChangeFlushDelayMs + ANALYTICS_QUEUE.lockSettleMs,
    );
    expect(sentEvents(api)).toHaveLength(1);
    document.cookie = 'auth.accessToken=; Path=/; Max-Age=0';
  });

  it('beacons pending events when the page is hidden', () => {
    const beacon = jest.fn((_url: string, _body: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    trackPaymentResult({ orderId: ORDER, gateway: 'MockTest', status: 'Success' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledWith('http://api.test/api/events', expect.any(String));
    const body = JSON.parse(beacon.mock.calls[0][1]) as { events: AnalyticsEventInput[] };
    expect(body.events.map((e) => e.payload)).toEqual([
      {
        referrer: '',
        source: window.location.pathname,
        orderId: ORDER,
        gateway: 'MockTest',
        status: 'Success',
      },
    ]);
    expect(pending()).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
