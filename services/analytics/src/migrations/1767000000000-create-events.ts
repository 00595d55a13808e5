import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Browser events, partitioned by UTC day of their own timestamp (the worker creates partitions as
 * days come and drops those past the retention). The primary key holds the partition key, as
 * PostgreSQL requires; the timestamp is part of the event, so a resent event lands in the same
 * partition and `ON CONFLICT DO NOTHING` keeps one copy. Dead letters keep what could not be
 * stored, as text: it may hold what jsonb refuses.
 */
export class CreateEvents1767000000000 implements MigrationInterface {
  name = 'CreateEvents1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE analytics_event (
        event_id uuid NOT NULL,
        occurred_at timestamptz NOT NULL,
        event_type text NOT NULL,
        anon_id uuid NOT NULL,
        user_id uuid,
        payload jsonb NOT NULL,
        client_version text NOT NULL,
        user_agent text NOT NULL,
        received_at timestamptz NOT NULL,
        PRIMARY KEY (event_id, occurred_at)
      ) PARTITION BY RANGE (occurred_at)`);
    await q.query('CREATE INDEX analytics_event_type_time ON analytics_event (event_type, occurred_at)');
    await q.query(`
      CREATE TABLE dead_letter_event (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        fingerprint text NOT NULL UNIQUE,
        event_id uuid,
        reason text NOT NULL,
        payload text NOT NULL,
        received_at timestamptz,
        dead_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX dead_letter_event_newest ON dead_letter_event (dead_at DESC, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE dead_letter_event');
    await q.query('DROP TABLE analytics_event');
  }
}
