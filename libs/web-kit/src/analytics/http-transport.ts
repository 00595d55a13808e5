import { isAxiosError } from 'axios';
import type { AnalyticsEventInput, IngestEventsBody } from '@ela/contracts';
import { http } from '../http/http';
import { ANALYTICS_QUEUE } from './analytics-settings';
import type { EventTransport } from './event-sender';

export const EVENTS_PATH = '/api/events';

/**
 * POST /api/events through the shop's HTTP client: JSON, the bearer token when logged in, and a
 * 401 cured by the shared token refresh. Quiet: a visitor never sees a toast about analytics.
 */
export const httpTransport: EventTransport = {
  async send(events: AnalyticsEventInput[]) {
    try {
      const response = await http.post(EVENTS_PATH, { events } satisfies IngestEventsBody, {
        quiet: true,
        timeout: ANALYTICS_QUEUE.requestTimeoutMs,
      });
      return response.status;
    } catch (error) {
      return isAxiosError(error) ? (error.response?.status ?? 0) : 0;
    }
  },
};

/**
 * A beacon to the same address. It carries no headers, so it goes as text/plain (sent across
 * origins without a preflight) and anonymous: the server keeps no user id on beacon events.
 */
export function sendEventsBeacon(body: string): boolean {
  try {
    return navigator.sendBeacon(`${http.defaults.baseURL ?? ''}${EVENTS_PATH}`, body);
  } catch {
    return false;
  }
}
