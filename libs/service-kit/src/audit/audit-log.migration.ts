import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log: one row per administrator write, in the database of the service that owns the
 * data. Every service that imports `AuditLogModule` lists this migration with its own.
 */
export class CreateAuditLog1764600000000 implements MigrationInterface {
  name = 'CreateAuditLog1764600000000';

  async up(q: QueryRunner): Promise<void> {
    // status stays null while the write runs, and if its outcome could not be written down.
    await q.query(`
      CREATE TABLE audit_entry (
        id uuid PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid NOT NULL,
        actor_role text NOT NULL,
        method text NOT NULL,
        path text NOT NULL,
        subject text NOT NULL,
        entity_id text,
        status smallint,
        ip text,
        user_agent text,
        request_id text NOT NULL
      )`);
    // Newest first, whole log or one admin's or one entity's; id breaks ties within a microsecond.
    await q.query('CREATE INDEX audit_entry_newest ON audit_entry (at DESC, id DESC)');
    await q.query('CREATE INDEX audit_entry_actor ON audit_entry (actor_id, at DESC, id DESC)');
    await q.query('CREATE INDEX audit_entry_entity ON audit_entry (entity_id, at DESC, id DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE audit_entry');
  }
}
