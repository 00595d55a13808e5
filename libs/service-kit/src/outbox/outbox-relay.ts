import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnection } from '../nats/nats-connection';
import type { DataSource } from 'typeorm';
import { isNotice } from '@ela/contracts';
import type { Logger } from '../logger';
import { ensureEventStream } from './event-streams';
import type { Outbox } from './outbox';
import { onScrape, outboxLag, outboxPending } from '../metrics/metrics';

export interface RelayOptions {
  domain: string;
  natsUrl: string;
  prefix: string;
  /** Longest wait between two looks at the outbox when nothing nudges the relay. */
  pollMs: number;
  /** How long a nudged relay gathers commits before it reads the outbox; `GATHER_MS` unless set. */
  gatherMs?: number;
  logger: Logger;
}

const BATCH = 200;
/**
 * A nudged relay waits this long before it reads the outbox, so commits that land close
 * together go out in one transaction and one round of publishes rather than one each: at 50
 * orders a second, each order had cost the catalog's relay and its edge views a dozen
 * statements, and 20 ms still let a run go out for every order or two (see
 * docs/decisions/events-outbox-and-consumers.md). Events are asynchronous; this is all it adds
 * to their latency, but for a transaction that commits later than that after writing them (it waits
 * for the next nudge or poll).
 */
const GATHER_MS = 100;
const PUBLISH_TIMEOUT_MS = 5_000;
const MAX_BACKOFF_MS = 5_000;
/** Published rows and handled-event marks are kept a while for inspection, then pruned. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Publishes outbox rows to the service's JetStream stream, oldest first, with the row id as
 * the message id. A row is marked published only after JetStream acknowledged it, in the same
 * transaction that locked it (SKIP LOCKED, so replicas share the work). A crash between the
 * ack and the mark republishes the row; the stream's duplicate window and the consumers'
 * inbox make that harmless.
 */
export class OutboxRelay {
  private nc: NatsConnection | null = null;
  private js: JetStreamClient | null = null;
  private running = false;
  private wake: ((why: 'nudge' | 'stop') => void) | null = null;
  private loopDone: Promise<void> = Promise.resolve();
  private lastPrune = 0;
  private streamReady = false;

  private nudged = false;
  private stopReading: () => void = () => undefined;

  constructor(
    private readonly db: DataSource,
    private readonly options: RelayOptions,
    private readonly outbox?: Outbox,
  ) {
    outbox?.whenWriting(() => this.nudge());
  }

  start(): void {
    this.running = true;
    this.loopDone = this.loop();
    this.stopReading = onScrape(() => this.readLag());
  }

  async stop(): Promise<void> {
    this.stopReading();
    this.running = false;
    this.wake?.('stop');
    await this.loopDone;
    await this.nc?.drain().catch(() => undefined);
  }

  private async loop(): Promise<void> {
    let backoff = 100;
    while (this.running) {
      try {
        const sent = await this.publishBatch();
        backoff = 100;
        if (sent === BATCH) continue;
        await this.prune();
        await this.sleep(this.options.pollMs);
      } catch (error) {
        this.streamReady = false;
        this.options.logger.warn(
          { err: error, domain: this.options.domain },
          'outbox relay waits (NATS, or a step before publishing)',
        );
        await this.sleep(backoff, { nudgeable: false });
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
  }

  /** Publishes up to one batch; returns how many rows were published. */
  async publishBatch(): Promise<number> {
    const js = await this.client();
    this.nudged = false;
    return this.db.transaction(async (tx) => {
      const rows: OutboxRow[] = await tx.query(
        `SELECT id, subject, payload FROM outbox_event WHERE published_at IS NULL
         ORDER BY occurred_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH],
      );
      // Also with no rows: work written without an event (a view filled at start) goes out too.
      await this.outbox?.prepare();
      if (rows.length === 0) return 0;
      await Promise.all(
        withoutRepeatedNotices(rows).map((row) =>
          js.publish(`${this.options.prefix}${row.subject}`, JSON.stringify(row.payload), {
            msgID: row.id,
            timeout: PUBLISH_TIMEOUT_MS,
          }),
        ),
      );
      await tx.query('UPDATE outbox_event SET published_at = now() WHERE id = ANY($1)', [
        rows.map((r) => r.id),
      ]);
      return rows.length;
    });
  }

  private async client(): Promise<JetStreamClient> {
    if (!this.nc || !this.js || this.nc.isClosed()) {
      this.nc = await connect(natsConnection(this.options.natsUrl, `${this.options.domain}-outbox`));
      this.js = jetstream(this.nc);
      this.streamReady = false;
    }
    // A NATS server that came back without its store has lost the stream: make it again.
    if (!this.streamReady) {
      await ensureEventStream(this.nc, this.options.domain, this.options.prefix);
      this.streamReady = true;
    }
    return this.js;
  }

  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.db.query("DELETE FROM outbox_event WHERE published_at < now() - interval '1 day'");
    await this.db.query("DELETE FROM handled_event WHERE handled_at < now() - interval '8 days'");
  }

  /** How far publishing is behind: what alerts watch when NATS is away or the relay is stuck. */
  private async readLag(): Promise<void> {
    const [row]: { pending: string; lag: number | null }[] = await this.db.query(
      `SELECT count(*) AS pending, extract(epoch FROM now() - min(occurred_at))::float8 AS lag
       FROM outbox_event WHERE published_at IS NULL`,
    );
    outboxPending.set(Number(row.pending));
    outboxLag.set(row.lag ?? 0);
  }

  /**
   * Events about to be written in this process: the relay reads the outbox once it has gathered.
   * One that arrives while a batch is being published makes the next sleep a gathering one.
   */
  private nudge(): void {
    this.nudged = true;
    this.wake?.('nudge');
  }

  /**
   * Until the poll is due, or the gathering time after the first nudge (later nudges do not put it
   * off, so a steady stream of commits cannot hold the relay back), or at once on stop. A backoff
   * is not cut short by commits: they would only meet the same failure sooner.
   */
  private sleep(ms: number, { nudgeable = true } = {}): Promise<void> {
    const gather = this.options.gatherMs ?? GATHER_MS;
    return new Promise((resolve) => {
      let gathering = !nudgeable || this.nudged;
      const end = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      let timer = setTimeout(end, nudgeable && this.nudged ? gather : ms);
      this.wake = (why) => {
        if (why === 'stop') return end();
        if (gathering) return;
        gathering = true;
        clearTimeout(timer);
        timer = setTimeout(end, gather);
      };
    });
  }
}

type OutboxRow = { id: string; subject: string; payload: { data?: unknown } };

/**
 * The rows to publish, oldest first: a notice goes out only as the last of the equal ones in the
 * batch (same subject, same data), since each says no more than that one. Every row is still
 * marked published. A batch picked again after a crash may send another of them than the first
 * try did: a reader then drops its copy once more, which is what a notice asks anyway.
 */
function withoutRepeatedNotices<R extends OutboxRow>(rows: R[]): R[] {
  const last = new Map<string, R>();
  for (const row of rows)
    if (isNotice(row.subject)) last.set(`${row.subject} ${JSON.stringify(row.payload.data)}`, row);
  if (last.size === 0) return rows;
  const kept = new Set(last.values());
  return rows.filter((row) => !isNotice(row.subject) || kept.has(row));
}
