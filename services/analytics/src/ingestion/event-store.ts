import type { EventRow, EventsRepository } from '../events/events.repository';
import type { DeadLettersRepository, NewDeadLetter } from '../dead-letters/dead-letters.repository';

/** Where the worker puts what it read: events and dead letters, in one transaction. */
export class EventStore {
  constructor(
    private readonly events: EventsRepository,
    private readonly letters: DeadLettersRepository,
  ) {}

  async write(rows: readonly EventRow[], letters: readonly NewDeadLetter[]): Promise<void> {
    // occurredAt is already an ISO instant in UTC: its first ten characters are its UTC day.
    await this.events.ensurePartitions(new Set(rows.map((row) => row.occurredAt.slice(0, 10))));
    await this.events.transaction(async (tx) => {
      await this.events.insert(tx, rows);
      await this.letters.add(tx, letters);
    });
  }

  /** After a refusal that may come from a partition dropped meanwhile. */
  forgetPartitions(): void {
    this.events.forgetPartitions();
  }
}
