import { randomUUID } from 'node:crypto';
import { createLogger } from '@ela/service-kit';
import type { EventRow } from '../events/events.repository';
import type { NewDeadLetter } from '../dead-letters/dead-letters.repository';
import { BulkWriter, type EventSink } from './bulk-writer';
import type { ReadJob } from './job-reader';

/** A PostgreSQL refusal as pg throws it. */
const refusal = (code: string) =>
  Object.assign(new Error('refused'), { code, severity: 'ERROR', routine: 'x' });

/**
 * A sink that remembers what it stored; it refuses any write holding a "bad" row, as
 * PostgreSQL refuses a whole statement for one row, or fails every write while "down".
 */
class MemorySink implements EventSink {
  readonly rows: EventRow[] = [];
  readonly letters: NewDeadLetter[] = [];
  writes = 0;
  down = false;

  async write(rows: readonly EventRow[], letters: readonly NewDeadLetter[]): Promise<void> {
    this.writes += 1;
    if (this.down) throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    if (rows.some((r) => r.eventType === 'bad')) throw refusal('22P02');
    this.rows.push(...rows);
    this.letters.push(...letters);
  }

  forgetPartitions(): void {}
}

const row = (eventType = 'page_view'): EventRow => ({
  eventId: randomUUID(),
  occurredAt: new Date().toISOString(),
  eventType,
  anonId: randomUUID(),
  userId: null,
  payload: {},
  clientVersion: '1.0.0',
  userAgent: '',
  receivedAt: new Date().toISOString(),
});
const job = (...rows: EventRow[]): ReadJob => ({ rows, deadLetters: [] });
const logger = createLogger('bulk-writer-spec', 'silent');

describe('the bulk writer', () => {
  it('writes the jobs that arrive together in one write, and settles each when it is stored', async () => {
    const sink = new MemorySink();
    const writer = new BulkWriter(sink, { maxRows: 1000, lingerMs: 5, parallel: 1 }, logger);
    await Promise.all([
      writer.submit(job(row(), row())),
      writer.submit(job(row())),
      writer.submit(job(row())),
    ]);
    expect(sink.writes).toBe(1);
    expect(sink.rows).toHaveLength(4);
  });

  it('writes at once when a batch is full, and keeps to the batch size', async () => {
    const sink = new MemorySink();
    const writer = new BulkWriter(sink, { maxRows: 2, lingerMs: 60_000, parallel: 1 }, logger);
    await Promise.all([
      writer.submit(job(row())),
      writer.submit(job(row())),
      writer.submit(job(row(), row())),
    ]);
    expect(sink.writes).toBe(2);
    expect(sink.rows).toHaveLength(4);
  });

  it('has up to `parallel` writes under way, the next gathered while the database takes one', async () => {
    let open = 0;
    let most = 0;
    const sink = new MemorySink();
    const slow: EventSink = {
      write: async (rows, letters) => {
        most = Math.max(most, ++open);
        await new Promise((resolve) => setTimeout(resolve, 20));
        open -= 1;
        await sink.write(rows, letters);
      },
      forgetPartitions: () => undefined,
    };
    const writer = new BulkWriter(slow, { maxRows: 2, lingerMs: 60_000, parallel: 2 }, logger);
    await Promise.all(Array.from({ length: 6 }, () => writer.submit(job(row(), row()))));
    expect(most).toBe(2);
    expect(sink.rows).toHaveLength(12);
  });

  it('files the one row the database refuses and stores the rest, the other jobs’ too', async () => {
    const sink = new MemorySink();
    const writer = new BulkWriter(sink, { maxRows: 1000, lingerMs: 5, parallel: 1 }, logger);
    const poison = row('bad');
    await Promise.all([writer.submit(job(row(), poison, row())), writer.submit(job(row()))]);
    expect(sink.rows.map((r) => r.eventType)).toEqual(['page_view', 'page_view', 'page_view']);
    expect(sink.letters).toEqual([
      expect.objectContaining({ eventId: poison.eventId, reason: expect.stringContaining('22P02') }),
    ]);
  });

  it('fails the jobs when the database is away, so the queue tries them again', async () => {
    const sink = new MemorySink();
    sink.down = true;
    const writer = new BulkWriter(sink, { maxRows: 1000, lingerMs: 5, parallel: 1 }, logger);
    const results = await Promise.allSettled([writer.submit(job(row())), writer.submit(job(row()))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    sink.down = false;
    await writer.submit(job(row()));
    expect(sink.rows).toHaveLength(1);
    expect(sink.letters).toEqual([]);
  });
});
