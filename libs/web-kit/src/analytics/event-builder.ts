import {
  ANALYTICS_LIMITS,
  SEARCH_TERM_MAX_LENGTH,
  type AnalyticsEventInput,
  type AnalyticsEventType,
  type AnalyticsPayload,
} from '@ela/contracts';
import { ANALYTICS_QUEUE } from './analytics-settings';
import { uuidV4 } from './uuid';

/** Where and by whom an event happens, read from the page and the session. */
export interface EventContext {
  anonId: string;
  /** The logged-in customer's id (admins count as visitors); the server replaces it with the verified one. */
  userId: string | null;
  userAgent: string;
  referrer: string;
  source: string;
  now: number;
}

/** A type's own fields: `referrer` and `source` come from the context. */
export type EventFields<T extends AnalyticsEventType> = Omit<AnalyticsPayload<T>, 'referrer' | 'source'>;

const cut = (text: string, max: number) => text.slice(0, max);

/**
 * An event as the server's schema wants it, from typed fields. Whether it passes is checked
 * before it is sent (`event-check.ts`), where a bad one is dropped rather than taking a whole
 * batch down with it; the check and its schemas load with the first send, not with the page.
 */
export function buildEvent<T extends AnalyticsEventType>(
  eventType: T,
  fields: EventFields<T>,
  context: EventContext,
): AnalyticsEventInput {
  return {
    eventId: uuidV4(),
    eventType,
    timestamp: new Date(context.now).toISOString(),
    client: {
      anonId: context.anonId,
      userId: context.userId,
      userAgent: cut(context.userAgent, ANALYTICS_LIMITS.maxUserAgentLength),
    },
    payload: {
      referrer: cut(context.referrer, ANALYTICS_LIMITS.maxUrlLength),
      source: cut(context.source, ANALYTICS_LIMITS.maxUrlLength),
      ...fields,
    },
    meta: { clientVersion: ANALYTICS_QUEUE.clientVersion },
  } as AnalyticsEventInput;
}

/** A search term as people typed it, trimmed to what the server takes. */
export function searchTerm(term: string): string {
  return cut(term.trim(), SEARCH_TERM_MAX_LENGTH);
}
