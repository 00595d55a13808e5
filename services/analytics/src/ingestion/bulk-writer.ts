import { sqlStateOf, type Logger } from '@ela/service-kit';
import type { EventRow } from '../events/events.repository';
import type { NewDeadLetter } from '../dead-letters/dead-letters.repository';
import { refusedRow, type ReadJob } from './job-reader';

/** What the writer needs of the store (`EventStore`). */
export interface EventSink {
  write(rows: readonly EventRow[], letters: readonly NewDeadLetter[]): Promise<void>;
  forgetPartitions(): void;
}

export interface BulkWriterOptions {
  /** Most rows in one write; a full batch is written at once. */
  maxRows: number;
  /** How long a lone job waits for company before it is written anyway. */
  lingerMs: number;
  /** Writes under way at once: while the database takes one, the next is gathered and sent. */
  parallel: number;
}

interface Waiting {
  job: ReadJob;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * Writes the events of many jobs in one insert: each job's promise settles when its rows have
 * committed, so BullMQ marks a job done only after its events are stored. Up to `parallel` writes
 * run at once; jobs that arrive meanwhile make up the next one.
 *
 * A write the database refuses for its data (SQLSTATE classes 22 and 23) is split: job by job,
 * then event by event, and the event it refuses becomes a dead letter. Anything else (the
 * database away) fails the jobs, and BullMQ tries them again later.
 */
export class BulkWriter {
  private waiting: Waiting[] = [];
  private rows = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing = 0;

  constructor(
    private readonly sink: EventSink,
    private readonly options: BulkWriterOptions,
    private readonly logger: Logger,
  ) {}

  submit(job: ReadJob): Promise<void> {
    return new Promise<void>((done, failed) => {
      this.waiting.push({ job, done, failed });
      this.rows += job.rows.length + job.deadLetters.length;
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.writing >= this.options.parallel) return;
    if (this.rows >= this.options.maxRows) {
      this.start();
    } else if (!this.timer) {
      this.timer = setTimeout(() => this.start(), this.options.lingerMs);
    }
  }

  private start(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.take();
    if (batch.length === 0) return;
    this.writing += 1;
    void this.write(batch).finally(() => {
      this.writing -= 1;
      if (this.waiting.length) this.schedule();
    });
    // A full batch may be waiting behind this one, with room for another write.
    if (this.rows >= this.options.maxRows) this.schedule();
  }

  /** The waiting jobs, up to `maxRows` (a single job larger than that goes alone). */
  private take(): Waiting[] {
    let rows = 0;
    let count = 0;
    for (const item of this.waiting) {
      const size = item.job.rows.length + item.job.deadLetters.length;
      if (count > 0 && rows + size > this.options.maxRows) break;
      rows += size;
      count += 1;
    }
    this.rows -= rows;
    return this.waiting.splice(0, count);
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      await this.sink.write(
        batch.flatMap((w) => w.job.rows),
        batch.flatMap((w) => w.job.deadLetters),
      );
      for (const item of batch) item.done();
    } catch (error) {
      if (!refusedForData(error)) {
        for (const item of batch) item.failed(error);
        return;
      }
      this.sink.forgetPartitions();
      for (const item of batch) await this.writeAlone(item);
    }
  }

  private async writeAlone(item: Waiting): Promise<void> {
    try {
      await this.sink.write(item.job.rows, item.job.deadLetters);
      item.done();
    } catch (error) {
      if (!refusedForData(error)) return item.failed(error);
      try {
        const letters = [...item.job.deadLetters];
        for (const row of item.job.rows) {
          await this.sink.write([row], []).catch((refusal: unknown) => {
            if (!refusedForData(refusal)) throw refusal;
            letters.push(refusedRow(row, sqlStateOf(refusal) ?? 'unknown'));
          });
        }
        await this.sink.write([], letters);
        this.logger.warn(
          { refused: letters.length - item.job.deadLetters.length },
          'events filed as dead letters',
        );
        item.done();
      } catch (failure) {
        item.failed(failure);
      }
    }
  }
}

function refusedForData(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('23'));
}
