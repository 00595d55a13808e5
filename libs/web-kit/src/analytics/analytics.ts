import type { AnalyticsEventType, BasketSnapshot, IngestEventsBody, PaymentGateway } from '@ela/contracts';
import { onAccessTokenChange, useAuthStore } from '../auth/auth.store';
import { ANALYTICS_QUEUE } from './analytics-settings';
import { AnalyticsQueue } from './analytics-queue';
import { anonymousId } from './anonymous-id';
import { checkedNow, checkedTransport } from './checked-transport';
import { buildEvent, searchTerm, type EventFields } from './event-builder';
import { EventStorage } from './event-storage';
import { httpTransport, sendEventsBeacon } from './http-transport';

let storage: EventStorage | null = null;
let queue: AnalyticsQueue | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by the browser's settings
  }
}

/** The one queue of this page (web-kit is a federation singleton, so shell and remotes share it). */
function theQueue(): AnalyticsQueue {
  storage ??= new EventStorage(browserStorage());
  queue ??= new AnalyticsQueue({
    storage,
    transport: checkedTransport(httpTransport),
    beacon: (body) => {
      const valid = checkedNow((JSON.parse(body) as IngestEventsBody).events);
      return valid.length === 0 || sendEventsBeacon(JSON.stringify({ events: valid }));
    },
  });
  return queue;
}

function track<T extends AnalyticsEventType>(eventType: T, fields: EventFields<T>): void {
  if (typeof window === 'undefined') return;
  const q = theQueue();
  const { accessToken, isAdmin, user } = useAuthStore.getState();
  q.enqueue(
    buildEvent(eventType, fields, {
      anonId: anonymousId(storage!),
      userId: accessToken && !isAdmin && user ? user._id : null,
      userAgent: navigator.userAgent,
      referrer: document.referrer,
      source: window.location.pathname,
      now: Date.now(),
    }),
  );
}

/**
 * The shell calls this once at start: pending events are flushed about 100 ms after a login or
 * a token change in another tab, and beaconed when the page is hidden. Returns the way to stop.
 */
export function startAnalytics(): () => void {
  const q = theQueue();
  const stopToken = onAccessTokenChange(() => q.flushSoon(ANALYTICS_QUEUE.tokenChangeFlushDelayMs));
  const onHidden = () => document.visibilityState === 'hidden' && q.sendOnHide();
  document.addEventListener('visibilitychange', onHidden);
  if (q.pending().length) q.flushSoon(ANALYTICS_QUEUE.flushDelayMs);
  return () => {
    stopToken();
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/** Any basket's lines as an event's snapshot: inventories and unit steps, nothing else. */
export function basketSnapshotOf(
  lines: readonly { inventoryId: string; quantity: number }[],
): BasketSnapshot {
  return { lines: lines.map(({ inventoryId, quantity }) => ({ inventoryId, quantity })) };
}

/** A page of the shop was shown (its path is the event's source). */
export const trackPageView = () => track('page_view', {});

export const trackProductView = (product: { productId: string; inventoryId: string }) =>
  track('product_view', product);

/** A search and how many results it found (0 counts as a search that found nothing). */
export const trackSearch = (term: string, resultCount: number) =>
  track('search', { term: searchTerm(term), resultCount });

/** Steps of an inventory went into the basket; the snapshot is the basket after it. */
export const trackBasketAdd = (
  line: { inventoryId: string; quantity: number },
  basketSnapshot: BasketSnapshot,
) => track('basket_add', { ...line, basketSnapshot });

/** A line left the basket; the snapshot is the basket after it. */
export const trackBasketRemove = (
  line: { inventoryId: string; quantity: number },
  basketSnapshot: BasketSnapshot,
) => track('basket_remove', { ...line, basketSnapshot });

export const trackCheckoutStarted = (basketSnapshot?: BasketSnapshot) =>
  track('checkout_started', basketSnapshot ? { basketSnapshot } : {});

export const trackOrderPlaced = (order: { orderId: string; total: number }) => track('order_placed', order);

/**
 * What a payment page learned from its gateway: call once per return from the gateway, with the
 * order, the gateway and whether the payment went through.
 */
export const trackPaymentResult = (result: {
  orderId: string;
  gateway: PaymentGateway;
  status: 'Success' | 'Failed';
}) => track('payment_result', result);
