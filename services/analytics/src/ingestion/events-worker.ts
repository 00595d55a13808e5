import { Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { ANALYTICS_JOB_RETRY, analyticsQueueName, analyticsRetryDelay } from '@ela/contracts';
import { watchQueue, type Logger } from '@ela/service-kit';
import type { BulkWriter } from './bulk-writer';
import { readJob } from './job-reader';

export interface EventsWorkerOptions {
  redisUrl: string;
  prefix: string;
  concurrency: number;
  lockMs: number;
  retentionDays: number;
}

/**
 * Takes the gateway's jobs off the queue and hands them to the bulk writer; a job completes
 * when its events are committed. A worker killed with jobs in hand leaves them "stalled": after
 * about `lockMs` another worker (or this one restarted) takes them again, and the writes are
 * idempotent, so nothing is lost and nothing is stored twice.
 */
export class EventsWorker {
  private readonly connection: IORedis;
  private worker: Worker | null = null;
  private unwatch: () => void = () => undefined;

  constructor(
    private readonly writer: BulkWriter,
    private readonly options: EventsWorkerOptions,
    private readonly logger: Logger,
  ) {
    // BullMQ's blocking commands need retries off.
    this.connection = new IORedis(options.redisUrl, { maxRetriesPerRequest: null });
  }

  start(): void {
    const { concurrency, lockMs, retentionDays, prefix } = this.options;
    this.worker = new Worker(
      analyticsQueueName(prefix),
      (job: Job) => this.writer.submit(readJob(job.data, Date.now(), retentionDays)),
      {
        connection: this.connection,
        concurrency,
        lockDuration: lockMs,
        stalledInterval: lockMs,
        // A job may be in hand when its worker dies more than once; it is never given up for that.
        maxStalledCount: 1000,
        settings: {
          backoffStrategy: (attemptsMade: number, type?: string) =>
            type === ANALYTICS_JOB_RETRY.backoffType ? analyticsRetryDelay(attemptsMade) : 1000,
        },
      },
    );
    this.worker.on('error', (error) => this.logger.warn({ err: error }, 'analytics worker: redis'));
    // Backlog and failures for /metrics: what tells an operator to add workers.
    const queue = new Queue(analyticsQueueName(prefix), { connection: this.connection });
    const unwatch = watchQueue('analytics-events', queue, this.worker);
    this.unwatch = () => {
      unwatch();
      void queue.close();
    };
    this.worker.on('failed', (job, error) => {
      const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1);
      const facts = { err: error, jobId: job?.id, attempts: job?.attemptsMade };
      if (final) this.logger.error(facts, 'events job failed for good; it stays in the failed set');
      else this.logger.warn(facts, 'events job will be tried again');
    });
  }

  /** Redis answers, for the readiness check. */
  async ping(): Promise<void> {
    await this.connection.ping();
  }

  /** Stops taking jobs and waits for those in hand to be written. */
  async stop(): Promise<void> {
    this.unwatch();
    await this.worker?.close();
    this.connection.disconnect();
  }
}
