import {
  AckPolicy,
  jetstream,
  jetstreamManager,
  type Consumer,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventDef, EventMessage } from '@ela/contracts';
import type { Logger } from '../logger';
import { natsConnection } from '../nats/nats-connection';
import { ensureEventStream } from './event-streams';

export interface DurableConsumerOptions<E extends EventDef> {
  /** Durable name, shared by the replicas of one consumer so each event goes to one of them. */
  name: string;
  events: readonly E[];
  natsUrl: string;
  prefix: string;
  logger: Logger;
  /**
   * Each event read by a JetStream consumer of its own, filtered to its subject (NATS 2.9 filters a
   * consumer on one subject only), so the stream's other events never come here to be acknowledged
   * unread. Its events may then be handled in any order, and at the same time: only for a handler
   * whose outcome does not depend on that.
   */
  apart?: boolean;
  /** Settles one event; a throw has it delivered again a little later (see `RetryLater`). */
  handle(event: EventMessage, def: E): Promise<void>;
}

const RETRY_DELAY_MS = 2_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Thrown by `handle` when an event cannot be settled yet for an expected reason (not a fault):
 * it comes back after `delayMs`, and is logged as a wait, not as an error.
 */
export class RetryLater extends Error {
  constructor(
    reason: string,
    readonly delayMs = RETRY_DELAY_MS,
  ) {
    super(reason);
    this.name = 'RetryLater';
  }
}

/** The durable's name in JetStream: one per consumer and copy of the shop (its subject prefix). */
export function durableConsumerName(prefix: string, name: string): string {
  return `${prefix}${name}`.replace(/[^\w-]/g, '_');
}

/**
 * A durable JetStream consumer: an event is acknowledged only after `handle` has settled it, and
 * retried while `handle` throws, so none is lost to a crash or an outage. It may come twice (a
 * crash between the work and the ack), so `handle` must be idempotent by itself; `EventConsumer`
 * makes it so with an inbox in the service's database.
 */
export class DurableConsumer<E extends EventDef> {
  private nc: NatsConnection | null = null;
  private stopped = false;
  private started: { jsm: JetStreamManager; stream: string; durables: string[] } | null = null;

  constructor(private readonly options: DurableConsumerOptions<E>) {}

  async start(): Promise<void> {
    const { events, prefix } = this.options;
    const domain = events[0]?.domain;
    if (!domain || events.some((e) => e.domain !== domain)) throw new Error('one consumer reads one stream');
    this.nc = await connect(natsConnection(this.options.natsUrl, this.options.name));
    const stream = await ensureEventStream(this.nc, domain, prefix);
    const jsm = await jetstreamManager(this.nc);
    const durable = durableConsumerName(prefix, this.options.name);
    // NATS 2.9 filters on one subject only; with several on one consumer, it skips the others itself.
    const parts =
      this.options.apart && events.length > 1
        ? events.map((e) => ({
            durable: durableConsumerName(prefix, `${this.options.name}-${e.subject}`),
            of: e,
          }))
        : [{ durable, of: events.length === 1 ? events[0] : null }];
    for (const part of parts) {
      await jsm.consumers.add(stream, {
        durable_name: part.durable,
        ack_policy: AckPolicy.Explicit,
        ...(part.of ? { filter_subject: `${prefix}${part.of.subject}` } : {}),
        ack_wait: 30 * 1e9,
      });
      this.consume(await jetstream(this.nc).consumers.get(stream, part.durable));
    }
    this.started = { jsm, stream, durables: parts.map((part) => part.durable) };
    // The one consumer an earlier version read them all with: the ones above start from the stream's
    // first event, and what it had settled the inbox (or the handler itself) knows.
    if (parts.length > 1) await jsm.consumers.delete(stream, durable).catch(() => false);
  }

  private consume(consumer: Consumer): void {
    void (async () => {
      while (!this.stopped) {
        const messages = await consumer.consume({ max_messages: 100 });
        for await (const msg of messages) await this.receive(msg);
      }
    })().catch((error: unknown) => this.options.logger.error({ err: error }, 'event consumer stopped'));
  }

  /**
   * How many of its events JetStream holds unsettled (not delivered yet, or delivered and not
   * acknowledged): what a reader of the consumer's work asks to know how far behind it may be.
   */
  async backlog(): Promise<number> {
    if (!this.started) throw new Error('the consumer has not started');
    const { jsm, stream, durables } = this.started;
    let unsettled = 0;
    for (const durable of durables) {
      const info = await jsm.consumers.info(stream, durable);
      unsettled += info.num_pending + info.num_ack_pending;
    }
    return unsettled;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.nc?.drain().catch(() => undefined);
  }

  private async receive(msg: JsMsg): Promise<void> {
    const def = this.options.events.find((e) => `${this.options.prefix}${e.subject}` === msg.subject);
    if (!def) {
      msg.ack(); // another event of the same stream, for other consumers
      return;
    }
    let event: EventMessage;
    try {
      event = msg.json<EventMessage>();
      if (!UUID.test(String(event.id))) throw new Error('event without a proper id');
      event = { ...event, data: def.schema.parse(event.data) };
    } catch {
      // A message no version of this consumer can read: redelivering it would never help.
      this.options.logger.error({ subject: msg.subject, seq: msg.seq }, 'unreadable event dropped');
      msg.term();
      return;
    }
    try {
      await this.options.handle(event, def);
      msg.ack();
    } catch (error) {
      if (error instanceof RetryLater) {
        this.options.logger.info(
          { eventId: event.id, subject: event.subject, reason: error.message },
          'event put off',
        );
        msg.nak(error.delayMs);
        return;
      }
      this.options.logger.error(
        { err: error, eventId: event.id, subject: event.subject },
        'event handler failed',
      );
      msg.nak(RETRY_DELAY_MS);
    }
  }
}
