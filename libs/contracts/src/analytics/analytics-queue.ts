import { z } from 'zod';
import { ANALYTICS_LIMITS } from './analytics-limits';

/**
 * The BullMQ queue between the gateway (which adds one job per accepted request) and the
 * analytics worker. Its name carries the NATS subject prefix, so copies of the shop sharing one
 * Redis stay apart.
 */
export function analyticsQueueName(prefix = ''): string {
  return `${prefix.replace(/[^\w-]/g, '_')}analytics-events`;
}

/**
 * One accepted request. Events are checked again one by one by the worker, so a job written to
 * Redis by anything else cannot poison the events beside it.
 */
export const analyticsJobSchema = z
  .object({
    receivedAt: z.iso.datetime({ offset: true }),
    events: z.array(z.unknown()).min(1).max(ANALYTICS_LIMITS.batchSize),
  })
  .strict();
export type AnalyticsJob = z.infer<typeof analyticsJobSchema>;

/**
 * Retries of a job whose events could not be written (the database away): waits double from
 * a second up to a minute, so the backlog drains within a minute of the database coming back;
 * 120 tries cover about two hours of outage before a job counts as failed.
 */
export const ANALYTICS_JOB_RETRY = {
  attempts: 120,
  backoffType: 'analytics-capped',
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
} as const;

/** The wait before retry `attemptsMade` (1 after the first failure) of an analytics job. */
export function analyticsRetryDelay(attemptsMade: number): number {
  const { firstDelayMs, maxDelayMs } = ANALYTICS_JOB_RETRY;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, Math.min(attemptsMade - 1, 16)));
}
