import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answers kept for `Idempotency-Key`s: one row per caller, action and key, written in the
 * transaction of the change it answers for. Every service that uses `Idempotency` lists this
 * migration with its own.
 */
export class CreateIdempotentRequests1768200000000 implements MigrationInterface {
  name = 'CreateIdempotentRequests1768200000000';

  async up(q: QueryRunner): Promise<void> {
    // `answer` is json, not jsonb: a repeat gets the first answer as it was written, keys in order.
    await q.query(`
      CREATE TABLE idempotent_request (
        caller text NOT NULL,
        scope text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        status smallint,
        answer json,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (caller, scope, key)
      )`);
    await q.query('CREATE INDEX idempotent_request_age ON idempotent_request (created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE idempotent_request');
  }
}
