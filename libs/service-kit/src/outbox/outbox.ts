import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventData, EventDef, EventMessage } from '@ela/contracts';
import { asOneStatement, type Statement } from '../one-statement';

/**
 * Writes events in the same transaction as the change they describe: either both are kept or
 * neither is, and the relay publishes what was kept, however long NATS is away.
 */
export class Outbox {
  private readonly steps: (() => Promise<void>)[] = [];
  private readonly writers: (() => void)[] = [];

  /**
   * Work the relay finishes before it publishes what the outbox holds, such as a view the
   * events promise is current. It runs after the relay has picked its events, so everything
   * they announce has committed; when it fails, the events wait and the relay tries again.
   */
  beforePublish(step: () => Promise<void>): void {
    this.steps.push(step);
  }

  /**
   * Told each time events are about to be written, before their transaction commits: the relay of
   * this process then reads the outbox after gathering (see `OutboxRelay`).
   */
  whenWriting(listener: () => void): void {
    this.writers.push(listener);
  }

  /**
   * Tells this process's relay of events its database wrote by itself (a trigger), as `adding` does
   * of those written here.
   */
  nudge(): void {
    for (const listener of this.writers) listener();
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
   * Adds one event of the kind for each payload, in one statement, whatever their number (none:
   * nothing is written).
   */
  async addAll<E extends EventDef>(
    tx: EntityManager,
    event: E,
    data: EventData<E>[],
  ): Promise<EventMessage[]> {
    if (data.length === 0) return [];
    const { statement, messages } = this.adding(event, data);
    await asOneStatement(tx, [statement]);
    return messages;
  }

  /**
   * The statement that adds the events, for a caller to run with its own change in one round trip
   * (`asOneStatement`, inside its transaction): events are written on every order and reservation.
   * Building it nudges this process's relay.
   */
  adding<E extends EventDef>(
    event: E,
    data: EventData<E>[],
  ): { statement: Statement; messages: EventMessage[] } {
    const messages: EventMessage[] = data.map((d) => ({
      id: randomUUID(),
      subject: event.subject,
      occurredAt: new Date().toISOString(),
      data: event.schema.parse(d),
    }));
    const statement = {
      sql: `INSERT INTO outbox_event (id, subject, payload, occurred_at)
            SELECT id, subject, payload, occurred_at
            FROM unnest($1::uuid[], $2::text[], $3::jsonb[], $4::timestamptz[]) AS e (id, subject, payload, occurred_at)
            RETURNING id`,
      params: [
        messages.map((m) => m.id),
        messages.map((m) => m.subject),
        messages.map((m) => JSON.stringify(m)),
        messages.map((m) => m.occurredAt),
      ],
    };
    this.nudge();
    return { statement, messages };
  }
}
