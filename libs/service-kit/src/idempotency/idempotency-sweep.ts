import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Idempotency } from './idempotency';

/**
 * Deletes the keys past their time, at start and then every `everyMs`, in every replica: the
 * delete is the same whoever runs it. Only housekeeping: an old key is claimed afresh anyway.
 */
export class IdempotencySweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: Idempotency,
    private readonly everyMs: number,
  ) {}

  onApplicationBootstrap(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.everyMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  // A failed sweep (the database away) is simply tried again at the next tick.
  private tick(): void {
    this.running = this.running.then(() => this.store.sweep()).catch(() => undefined);
  }
}
