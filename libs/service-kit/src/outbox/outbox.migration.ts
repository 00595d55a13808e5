import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox (events written with the change that caused them, relayed to JetStream) and the
 * inbox (events a consumer has handled, so a redelivery changes nothing). Every service that
 * publishes or consumes lists this migration with its own.
 */
export class CreateOutbox1764400000000 implements MigrationInterface {
  name = 'CreateOutbox1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_event (
        id uuid PRIMARY KEY,
        subject text NOT NULL,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    await q.query(
      'CREATE INDEX outbox_event_pending ON outbox_event (occurred_at) WHERE published_at IS NULL',
    );
    await q.query(`
      CREATE TABLE handled_event (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        handled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE handled_event');
    await q.query('DROP TABLE outbox_event');
  }
}
