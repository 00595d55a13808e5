import type { Logger } from '@ela/service-kit';
import type { EventsRepository } from './events.repository';
import { partitionPlan, utcDay } from './partitions';

const HOUR_MS = 60 * 60_000;

/**
 * Keeps the day partitions in step with the calendar: at start and every hour it makes the
 * coming days' partitions and drops the days past the retention. Every worker replica runs it;
 * an advisory lock makes them take turns, and each step is one that may safely run twice.
 */
export class PartitionMaintenance {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly events: EventsRepository,
    private readonly retentionDays: number,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.run();
    this.timer = setInterval(() => {
      // A failed round (the database away) is simply tried again an hour later.
      this.running = this.running
        .then(async () => {
          await this.run();
        })
        .catch((error: unknown) => {
          this.logger.warn({ err: error }, 'partition maintenance failed');
        });
    }, HOUR_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  async run(now = Date.now()): Promise<{ created: string[]; dropped: string[] }> {
    const plan = partitionPlan(utcDay(now), await this.events.partitionDays(), this.retentionDays);
    await this.events.ensurePartitions(plan.create);
    for (const day of plan.drop) await this.events.dropPartition(day);
    if (plan.drop.length)
      this.logger.info({ dropped: plan.drop }, 'dropped event partitions past the retention');
    return { created: plan.create, dropped: plan.drop };
  }
}
