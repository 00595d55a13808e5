import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventData, EventDef, EventMessage } from '@ela/contracts';

/** PostgreSQL delivers a NOTIFY only when its transaction commits: the relay's cue to look. */
export const OUTBOX_CHANNEL = 'outbox_event';

/** A data-modifying statement of the caller's own, its parameters `$1`…, to run with the events. */
export interface Alongside {
  sql: string;
  params: unknown[];
}

/**
 * Writes events in the same transaction as the change they describe: either both are kept or
 * neither is, and the relay publishes what was kept, however long NATS is away.
 */
export class Outbox {
  private readonly steps: (() => Promise<void>)[] = [];

  /**
   * Work the relay finishes before it publishes what the outbox holds, such as a view the
   * events promise is current. It runs after the relay has picked its events, so everything
   * they announce has committed; when it fails, the events wait and the relay tries again.
   */
  beforePublish(step: () => Promise<void>): void {
    this.steps.push(step);
  }

  /** Runs the steps registered with `beforePublish`, in order. */
  async prepare(): Promise<void> {
    for (const step of this.steps) await step();
  }

  /** Adds an event inside `tx`; the payload is checked against the event's own schema. */
  async add<E extends EventDef>(tx: EntityManager, event: E, data: EventData<E>): Promise<EventMessage> {
    const [message] = await this.addAll(tx, event, [data]);
    return message;
  }

  /**
   * Adds one event of the kind for each payload, in one statement, whatever their number. A write
   * of the caller's own that belongs with the events (`alongside`) goes in the same statement, one
   * round trip fewer.
   */
  async addAll<E extends EventDef>(
    tx: EntityManager,
    event: E,
    data: EventData<E>[],
    alongside?: Alongside,
  ): Promise<EventMessage[]> {
    if (data.length === 0) {
      if (alongside) await tx.query(alongside.sql, alongside.params);
      return [];
    }
    const messages: EventMessage[] = data.map((d) => ({
      id: randomUUID(),
      subject: event.subject,
      occurredAt: new Date().toISOString(),
      data: event.schema.parse(d),
    }));
    const own = alongside?.params.length ?? 0;
    const $ = (n: number) => `$${own + n}`;
    // One round trip for the rows and the nudge: events are written on every order and reservation.
    await tx.query(
      `WITH kept AS (
         INSERT INTO outbox_event (id, subject, payload, occurred_at)
         SELECT * FROM unnest(${$(1)}::uuid[], ${$(2)}::text[], ${$(3)}::jsonb[], ${$(4)}::timestamptz[])
       )${alongside ? `, alongside AS (${alongside.sql})` : ''}
       SELECT pg_notify(${$(5)}, ${$(6)})`,
      [
        ...(alongside?.params ?? []),
        messages.map((m) => m.id),
        messages.map((m) => m.subject),
        messages.map((m) => JSON.stringify(m)),
        messages.map((m) => m.occurredAt),
        OUTBOX_CHANNEL,
        event.domain,
      ],
    );
    return messages;
  }
}
