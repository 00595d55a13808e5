import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import {
  ANALYTICS_JOB_RETRY,
  analyticsQueueName,
  type AnalyticsEvent,
  type AnalyticsJob,
} from '@ela/contracts';

/** Longest wait for Redis to take a batch before the browser hears 503 and tries again later. */
const ADD_TIMEOUT_MS = 2_000;
const DAY_S = 24 * 60 * 60;

/**
 * The producer side of the analytics queue: one job per accepted request. `add` resolves only
 * once Redis holds the job, which is when the gateway may answer 202.
 */
export class EventsQueue {
  readonly redis: IORedis;
  private readonly queue: Queue<AnalyticsJob>;

  constructor(redisUrl: string, prefix: string) {
    // One retry, then the command fails: a request must not hang on a Redis that is away.
    this.redis = new IORedis(redisUrl, { maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined); // reconnects by itself; requests answer 503 meanwhile
    this.queue = new Queue(analyticsQueueName(prefix), { connection: this.redis });
    this.queue.on('error', () => undefined);
  }

  async add(events: AnalyticsEvent[], receivedAt: Date): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('redis did not take the batch in time')), ADD_TIMEOUT_MS);
    });
    try {
      await Promise.race([
        this.queue.add(
          'batch',
          { receivedAt: receivedAt.toISOString(), events },
          {
            attempts: ANALYTICS_JOB_RETRY.attempts,
            backoff: { type: ANALYTICS_JOB_RETRY.backoffType },
            removeOnComplete: true,
            // A job that failed every try stays two weeks for an operator to retry.
            removeOnFail: { age: 14 * DAY_S },
          },
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.queue.close().catch(() => undefined);
    this.redis.disconnect();
  }
}
