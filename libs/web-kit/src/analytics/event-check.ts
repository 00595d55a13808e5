import { analyticsEventSchema, type AnalyticsEventInput } from '@ela/contracts';

/**
 * The events the server's schema takes; each other one is dropped, with the reason logged, so one
 * bad event never gets a whole batch refused. Loaded with the first send (it brings zod along).
 */
export function keepValid(
  events: AnalyticsEventInput[],
  log: Pick<Console, 'warn'> = console,
): AnalyticsEventInput[] {
  return events.filter((event) => {
    const checked = analyticsEventSchema.safeParse(event);
    if (!checked.success)
      log.warn(`Analytics event ${event.eventType} not sent`, checked.error.issues[0]?.message);
    return checked.success;
  });
}
