import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { serviceQueue, type ServiceQueue } from '@ela/service-kit';
import { PAYMENT_SETTINGS, type PaymentSettings } from '../core/payment-settings';
import { PaymentFollowUps, type PaymentFollowUp } from '../settlement/payment-follow-ups';
import { Reconciliation } from './reconciliation.service';

type ReconcileJob = { paymentId?: string };

/**
 * The reconciliation job: a BullMQ job scheduler runs a sweep every RECONCILE_EVERY_MS (one
 * replica at a time takes each run), and a payment left Pending by a bank that did not answer is
 * looked at again a few seconds later by a job of its own. Both only ask; losing a job to a Redis
 * restart costs a sweep's wait, never a payment.
 */
@Injectable()
export class ReconciliationQueue
  implements PaymentFollowUp, OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger(ReconciliationQueue.name);
  private readonly jobs: ServiceQueue<Queue<ReconcileJob>>;

  constructor(
    @Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings,
    private readonly reconciliation: Reconciliation,
    private readonly followUps: PaymentFollowUps,
  ) {
    this.jobs = serviceQueue({
      bullmq: { Redis: IORedis, Queue: Queue<ReconcileJob>, Worker: Worker<ReconcileJob> },
      redis: settings,
      name: 'payments-reconciliation',
      worker: { process: (job) => this.run(job), concurrency: 1 },
      logger: this.logger,
      label: 'reconciliation',
    });
  }

  onModuleInit(): void {
    this.followUps.register(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.start();
    await this.jobs.queue
      .upsertJobScheduler('sweep', { every: this.settings.reconcileEveryMs }, { name: 'sweep' })
      .catch((error: unknown) => this.logger.warn(`reconciliation not scheduled: ${String(error)}`));
  }

  onApplicationShutdown(): Promise<void> {
    return this.jobs.close();
  }

  /** Looks at one payment again soon: a bank that did not answer may have done what it was asked. */
  async soon(paymentId: string, delayMs = 3000): Promise<void> {
    await this.jobs.queue
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
