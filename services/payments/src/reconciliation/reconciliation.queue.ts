import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { watchQueue } from '@ela/service-kit';
import { PAYMENT_SETTINGS, type PaymentSettings } from '../payments/payment-settings';
import { Reconciliation } from './reconciliation.service';

type ReconcileJob = { paymentId?: string };

/**
 * The reconciliation job: a BullMQ job scheduler runs a sweep every RECONCILE_EVERY_MS (one
 * replica at a time takes each run), and a payment left Pending by a bank that did not answer is
 * looked at again a few seconds later by a job of its own. Both only ask; losing a job to a Redis
 * restart costs a sweep's wait, never a payment.
 */
@Injectable()
export class ReconciliationQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReconciliationQueue.name);
  private readonly connection: IORedis;
  private readonly queue: Queue<ReconcileJob>;
  private worker: Worker<ReconcileJob> | null = null;
  private unwatch: () => void = () => undefined;

  constructor(
    @Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings,
    private readonly reconciliation: Reconciliation,
  ) {
    // BullMQ's blocking commands need retries off; one connection serves the queue.
    this.connection = new IORedis(settings.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    this.queue = new Queue(this.name, { connection: this.connection });
  }

  /** Queue names carry the NATS prefix, so copies of the shop sharing one Redis stay apart. */
  private get name(): string {
    return `${this.settings.queuePrefix.replace(/[^\w-]/g, '_')}payments-reconciliation`;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker<ReconcileJob>(this.name, (job) => this.run(job), {
      connection: this.connection.duplicate(),
      concurrency: 1,
    });
    this.worker.on('error', (error) => this.logger.warn(`reconciliation worker: ${String(error)}`));
    this.unwatch = watchQueue('payments-reconciliation', this.queue, this.worker);
    await this.queue
      .upsertJobScheduler('sweep', { every: this.settings.reconcileEveryMs }, { name: 'sweep' })
      .catch((error: unknown) => this.logger.warn(`reconciliation not scheduled: ${String(error)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatch();
    await this.worker?.close();
    await this.queue.close();
    this.connection.disconnect();
  }

  /** Looks at one payment again soon: a bank that did not answer may have done what it was asked. */
  async soon(paymentId: string, delayMs = 3000): Promise<void> {
    await this.queue
      .add(
        'one',
        { paymentId },
        { jobId: `one-${paymentId}`, delay: delayMs, removeOnComplete: true, removeOnFail: 100 },
      )
      .catch((error: unknown) =>
        this.logger.warn(`follow-up of ${paymentId} left to the sweep: ${String(error)}`),
      );
  }

  private async run(job: Job<ReconcileJob>): Promise<void> {
    if (job.data.paymentId) return this.reconciliation.one(job.data.paymentId);
    await this.reconciliation.sweep();
  }
}
