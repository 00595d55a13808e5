import type { DataSource, EntityManager } from 'typeorm';
import type { EventDef, EventMessage } from '@ela/contracts';
import { DurableConsumer, type DurableConsumerOptions } from './durable-consumer';

export interface ConsumerOptions<E extends EventDef> extends Omit<DurableConsumerOptions<E>, 'handle'> {
  /** Runs in the transaction that records the event as handled. */
  handle(event: EventMessage, def: E, tx: EntityManager): Promise<void>;
}

/**
 * A durable consumer whose handler runs at most once per event id: the inbox row and the
 * handler's writes commit together, so a redelivery (after a crash, a timeout, a relay that
 * published twice) finds the row and only acknowledges.
 */
export class EventConsumer<E extends EventDef> extends DurableConsumer<E> {
  constructor(db: DataSource, options: ConsumerOptions<E>) {
    super({
      ...options,
      handle: (event, def) =>
        db.transaction(async (tx) => {
          const fresh: unknown[] = await tx.query(
            `INSERT INTO handled_event (consumer, event_id) VALUES ($1, $2)
             ON CONFLICT DO NOTHING RETURNING event_id`,
            [options.name, event.id],
          );
          if (fresh.length > 0) await options.handle(event, def, tx);
        }),
    });
  }
}
