import type { AnalyticsEventInput } from '@ela/contracts';
import type { EventTransport } from './event-sender';

type Check = typeof import('./event-check');
let check: Check | null = null;
let loading: Promise<Check> | null = null;

/** The event check, loaded on first use into its own chunk, out of the page's first view. */
function loadCheck(): Promise<Check> {
  loading ??= import('./event-check').then((module) => (check = module));
  return loading;
}

/**
 * A transport that sends only the events the server would take. A batch with none left counts
 * as sent: its events are dropped for good, as the server would have refused them.
 */
export function checkedTransport(transport: EventTransport): EventTransport {
  return {
    async send(events: AnalyticsEventInput[]) {
      const valid = (await loadCheck()).keepValid(events);
      return valid.length ? transport.send(valid) : 202;
    },
  };
}

/** For a beacon, sent as the page goes: checked when the check is already here, else as it is. */
export function checkedNow(events: AnalyticsEventInput[]): AnalyticsEventInput[] {
  return check ? check.keepValid(events) : events;
}
