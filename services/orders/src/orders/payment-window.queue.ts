import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { serviceQueue, type ServiceQueue } from '@ela/service-kit';
import { ORDER_SETTINGS, type OrderSettings } from './order-settings';
import { OrderExpiry } from './order-expiry';

interface WindowJob {
  orderId: string;
}

/**
 * One delayed BullMQ job per unpaid order, due when its payment window ends; the worker expires
 * the order if it is still unpaid then. The job id is the order id, so scheduling twice makes
 * one job. Redis may lose jobs (it keeps nothing on disk here), so `OrderExpiry`'s slow sweep
 * stays as the net: a lost job costs minutes of held stock, never stock held for good.
 */
@Injectable()
export class PaymentWindowQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PaymentWindowQueue.name);
  private readonly jobs: ServiceQueue<Queue<WindowJob>>;

  constructor(
    @Inject(ORDER_SETTINGS) settings: OrderSettings,
    private readonly expiry: OrderExpiry,
  ) {
    this.jobs = serviceQueue({
      bullmq: { Redis: IORedis, Queue: Queue<WindowJob>, Worker: Worker<WindowJob> },
      redis: settings,
      name: 'orders-payment-window',
      worker: { process: (job) => this.run(job.data.orderId), concurrency: 4 },
      logger: this.logger,
      label: 'payment window',
    });
  }

  onApplicationBootstrap(): void {
    this.jobs.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.jobs.close();
  }

  private async run(orderId: string): Promise<void> {
    const { again } = await this.expiry.expireIfDue(orderId);
    if (again) await this.schedule(orderId, again);
  }

  /**
   * Schedules a look at an order's window; a Redis outage leaves it to the sweep. One job per
   * order and time, so a look scheduled from inside a running job is a job of its own.
   */
  async schedule(orderId: string, at: Date): Promise<void> {
    try {
      await this.jobs.queue.add(
        'expire',
        { orderId },
        {
          jobId: `${orderId}-${at.getTime()}`,
          delay: Math.max(0, at.getTime() - Date.now()),
          removeOnComplete: true,
          removeOnFail: 1000,
          attempts: 5,
          backoff: { type: 'exponential', delay: 1000 },
        },
      );
    } catch (error) {
      this.logger.warn(`payment window of ${orderId} left to the sweep: ${String(error)}`);
    }
  }
}
