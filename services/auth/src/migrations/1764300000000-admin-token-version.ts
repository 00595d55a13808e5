import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin access tokens carry the account's token version; deactivating an admin bumps it, so
 * every token issued before stops working (verifiers learn it within their status cache time).
 */
export class AdminTokenVersion1764300000000 implements MigrationInterface {
  name = 'AdminTokenVersion1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE admin_account ADD COLUMN token_version integer NOT NULL DEFAULT 1');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE admin_account DROP COLUMN token_version');
  }
}
