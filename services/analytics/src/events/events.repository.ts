import type { DataSource, EntityManager } from 'typeorm';
import { EVENTS_TABLE, addDays, dayOfPartition, partitionName } from './partitions';

/** One event as stored. */
export interface EventRow {
  eventId: string;
  occurredAt: string;
  eventType: string;
  anonId: string;
  userId: string | null;
  payload: object;
  clientVersion: string;
  userAgent: string;
  receivedAt: string;
}

/** Any fixed number: partitions are made and dropped by one worker at a time. */
const PARTITION_LOCK = 7_310_106;

/**
 * The events table: bulk inserts that keep the first copy of each event, and its day
 * partitions. Partitions this process has seen are remembered, so a write asks PostgreSQL only
 * about a day it has not met yet.
 */
export class EventsRepository {
  private readonly known = new Set<string>();

  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Inserts the rows in one statement; a row whose event is already stored is skipped. The rows
   * travel as one JSON parameter, which PostgreSQL takes apart itself: cheaper than nine arrays.
   */
  async insert(tx: EntityManager, rows: readonly EventRow[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO ${EVENTS_TABLE} (event_id, occurred_at, event_type, anon_id, user_id, payload,
                                    client_version, user_agent, received_at)
       SELECT "eventId", "occurredAt", "eventType", "anonId", "userId", payload,
              "clientVersion", "userAgent", "receivedAt"
       FROM json_to_recordset($1::json) AS r("eventId" uuid, "occurredAt" timestamptz, "eventType" text,
            "anonId" uuid, "userId" uuid, payload jsonb, "clientVersion" text, "userAgent" text,
            "receivedAt" timestamptz)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }

  /** Makes sure a partition exists for each UTC day given. */
  async ensurePartitions(days: Iterable<string>): Promise<void> {
    const missing = [...new Set(days)].filter((day) => !this.known.has(day)).sort();
    if (missing.length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
      for (const day of missing) {
        await tx.query(
          `CREATE TABLE IF NOT EXISTS ${partitionName(day)} PARTITION OF ${EVENTS_TABLE}
           FOR VALUES FROM ('${day} 00:00:00+00') TO ('${addDays(day, 1)} 00:00:00+00')`,
        );
      }
    });
    for (const day of missing) this.known.add(day);
  }

  /** The days that have a partition now. */
  async partitionDays(): Promise<string[]> {
    const rows: { name: string }[] = await this.db.query(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = $1::regclass`,
      [EVENTS_TABLE],
    );
    return rows.flatMap(({ name }) => dayOfPartition(name) ?? []);
  }

  /** Drops one day's partition and every event in it. */
  async dropPartition(day: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
      await tx.query(`DROP TABLE IF EXISTS ${partitionName(day)}`);
    });
    this.known.delete(day);
  }

  /** Forgets which partitions exist, after a write found one missing (another worker dropped it). */
  forgetPartitions(): void {
    this.known.clear();
  }
}
