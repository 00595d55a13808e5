import { ServerNats, type NatsOptions } from '@nestjs/microservices';

type Options = NonNullable<NatsOptions['options']>;
interface Subscribable {
  subscribe(subject: string, opts: { queue?: string; callback: (...args: never[]) => unknown }): unknown;
}

/**
 * Nest's NATS server, listening on `<prefix><subject>`. Handlers keep their plain
 * subjects; the prefix lets several copies of the shop (a test run beside a dev stack)
 * share one NATS server without answering each other's requests.
 */
export class NamespacedNatsServer extends ServerNats {
  constructor(
    private readonly natsOptions: Options,
    private readonly prefix: string,
  ) {
    super(natsOptions);
  }

  override bindEvents(client: Subscribable): void {
    // The base class drains this list on a graceful close, so our subscriptions must be in it.
    const subscriptions = (this as unknown as { subscriptions: unknown[] }).subscriptions;
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
}
