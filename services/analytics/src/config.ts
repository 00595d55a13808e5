import { z } from 'zod';
import { ANALYTICS_LIMITS } from '@ela/contracts';
import { baseServiceEnv, natsSubjectPrefix, nodeEnv } from '@ela/service-kit';

const DAY_MS = 24 * 60 * 60_000;
const databaseUrl = z.string().url().default('postgres://postgres@127.0.0.1:5432/ela_analytics');

/**
 * Days of events kept; whole days older than this are dropped with their partition. At least
 * the oldest event the gateway takes in, and a day more.
 */
const retentionDays = z.coerce
  .number()
  .int()
  .min(ANALYTICS_LIMITS.maxAgeMs / DAY_MS + 1)
  .max(3650)
  .default(180);

/** The service: the dashboard's reports, the dead letters, and sales from orders' events. */
export const analyticsEnv = baseServiceEnv.extend({
  DATABASE_URL: databaseUrl,
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(4106),
});
export type AnalyticsConfig = z.infer<typeof analyticsEnv>;

/** The worker: BullMQ in, PostgreSQL out; it needs no NATS. */
export const analyticsWorkerEnv = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: databaseUrl,
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** The queue's name carries it, as the gateway's does. */
  NATS_SUBJECT_PREFIX: natsSubjectPrefix,
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(4107),
  ANALYTICS_RETENTION_DAYS: retentionDays,
  /** Jobs one worker holds at once; their events are written together. */
  ANALYTICS_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(200),
  /** Most rows in one insert. */
  ANALYTICS_WRITE_BATCH: z.coerce.number().int().min(1).max(20_000).default(2500),
  /**
   * How long a job stays claimed without a word from its worker; a worker that died lets its
   * jobs go to another after about this long (they are written again, idempotently).
   */
  ANALYTICS_WORKER_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});
export type AnalyticsWorkerConfig = z.infer<typeof analyticsWorkerEnv>;
