import {
  ANALYTICS_LIMITS,
  SEARCH_TERM_MAX_LENGTH,
  analyticsEventSchema,
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
 * An event as the server's schema wants it, or null (with the reason logged) for one it would
 * refuse: a bad event never enters the queue, where it would take a whole batch down with it.
 */
export function buildEvent<T extends AnalyticsEventType>(
  eventType: T,
  fields: EventFields<T>,
  context: EventContext,
  log: Pick<Console, 'warn'> = console,
): AnalyticsEventInput | null {
  const candidate = {
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
  };
  const checked = analyticsEventSchema.safeParse(candidate);
  if (checked.success) return candidate as AnalyticsEventInput;
  log.warn(`Analytics event ${eventType} not queued`, checked.error.issues[0]?.message);
  return null;
}

/** A search term as people typed it, trimmed to what the server takes. */
export function searchTerm(term: string): string {
  return cut(term.trim(), SEARCH_TERM_MAX_LENGTH);
}
