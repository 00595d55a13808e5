import { ServerNats, type NatsOptions } from '@nestjs/microservices';

type Options = NonNullable<NatsOptions['options']>;
interface Subscribable {
  subscribe(subject: string, opts: { queue?: string; callback: (...args: never[]) => unknown }): unknown;
}

/**
 * Nest's NATS server, listening on `<prefix><subject>`. Handlers keep their plain
 * subjects; the prefix lets several copies of the shop (a test run beside a dev stack)
 * share one NATS server without answering each other's requests.
 *
 * On a graceful close it waits for the messages it is still handling, up to the grace period,
 * rather than for the whole period: an idle service stops at once, a busy one as soon as its
 * last answer is sent.
 */
export class NamespacedNatsServer extends ServerNats {
  private inFlight = 0;
  private settled: (() => void) | undefined;

  constructor(
    private readonly natsOptions: Options,
    private readonly prefix: string,
  ) {
    // The graceful wait is this class's own (below); the base class would sit out the whole period.
    super({ ...natsOptions, gracefulShutdown: false });
    this.setOnProcessingStartHook((_transport, _context, done) => {
      this.inFlight += 1;
      return done();
    });
    this.setOnProcessingEndHook(() => {
      this.inFlight -= 1;
      if (this.inFlight === 0) this.settled?.();
    });
  }

  override bindEvents(client: Subscribable): void {
    const subscriptions = this.subscriptionList as unknown[];
    for (const [channel, handler] of this.messageHandlers) {
      const queue = (handler.extras?.queue as string | undefined) ?? this.natsOptions.queue;
      subscriptions.push(
        client.subscribe(`${this.prefix}${channel}`, {
          queue,
          callback: this.getMessageHandler(channel).bind(this),
        }),
      );
    }
  }

  /**
   * Every subject here is a plain string and names its handler as it is. Nest's own version
   * first tries it as JSON, and the exception it throws and catches on every message was a
   * visible share of a service's CPU under load.
   */
  override getRouteFromPattern(pattern: string): string {
    return pattern;
  }

  override async close(): Promise<void> {
    if (this.natsOptions.gracefulShutdown) {
      for (const subscription of this.subscriptionList) subscription.unsubscribe();
      await this.settle(this.natsOptions.gracePeriod ?? 0);
    }
    await super.close();
  }

  private async settle(grace: number): Promise<void> {
    if (this.inFlight > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => (this.settled = resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, grace))),
      ]);
      clearTimeout(timer);
    }
    // A handler's end is signalled before its answer is published (Nest sends it on the next
    // tick): let queued answers go out before the connection closes.
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** The base class keeps the subscriptions it unsubscribes on a graceful close here. */
  private get subscriptionList(): { unsubscribe(): void }[] {
    return (this as unknown as { subscriptions: { unsubscribe(): void }[] }).subscriptions;
  }

  /** Messages taken and not yet answered (or, for events, not yet handled). */
  get handling(): number {
    return this.inFlight;
  }
}
