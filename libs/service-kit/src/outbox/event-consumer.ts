import { AckPolicy, jetstream, jetstreamManager, type JsMsg } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnection } from '../nats/nats-connection';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventDef, EventMessage } from '@ela/contracts';
import type { Logger } from '../logger';
import { ensureEventStream } from './event-streams';

export interface ConsumerOptions<E extends EventDef> {
  /** Durable name, shared by the replicas of one consuming service so each event is handled once. */
  name: string;
  events: readonly E[];
  natsUrl: string;
  prefix: string;
  logger: Logger;
  /** Runs in the transaction that records the event as handled. */
  handle(event: EventMessage, def: E, tx: EntityManager): Promise<void>;
}

const RETRY_DELAY_MS = 2_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A durable JetStream consumer whose handler runs at most once per event id: the inbox row and
 * the handler's writes commit together, so a redelivery (after a crash, a timeout, a relay that
 * published twice) finds the row and only acknowledges.
 */
export class EventConsumer<E extends EventDef> {
  private nc: NatsConnection | null = null;
  private stopped = false;

  constructor(
    private readonly db: DataSource,
    private readonly options: ConsumerOptions<E>,
  ) {}

  async start(): Promise<void> {
    const { events, prefix } = this.options;
    const domain = events[0]?.domain;
    if (!domain || events.some((e) => e.domain !== domain)) throw new Error('one consumer reads one stream');
    this.nc = await connect(natsConnection(this.options.natsUrl, this.options.name));
    const stream = await ensureEventStream(this.nc, domain, prefix);
    const durable = `${prefix.replace(/[^\w-]/g, '_')}${this.options.name}`;
    await (
      await jetstreamManager(this.nc)
    ).consumers.add(stream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      // NATS 2.9 filters on one subject only; with several, the consumer skips the others itself.
      ...(events.length === 1 ? { filter_subject: `${prefix}${events[0].subject}` } : {}),
      ack_wait: 30 * 1e9,
    });
    const consumer = await jetstream(this.nc).consumers.get(stream, durable);
    void (async () => {
      while (!this.stopped) {
        const messages = await consumer.consume({ max_messages: 100 });
        for await (const msg of messages) await this.receive(msg);
      }
    })().catch((error: unknown) => this.options.logger.error({ err: error }, 'event consumer stopped'));
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
      await this.db.transaction(async (tx) => {
        const fresh: unknown[] = await tx.query(
          `INSERT INTO handled_event (consumer, event_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING event_id`,
          [this.options.name, event.id],
        );
        if (fresh.length > 0) await this.options.handle(event, def, tx);
      });
      msg.ack();
    } catch (error) {
      this.options.logger.error(
        { err: error, eventId: event.id, subject: event.subject },
        'event handler failed',
      );
      msg.nak(RETRY_DELAY_MS);
    }
  }
}
