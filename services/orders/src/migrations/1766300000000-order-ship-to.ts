import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders keep a copy of the address they ship to; earlier orders have none (null). */
export class OrderShipTo1766300000000 implements MigrationInterface {
  name = 'OrderShipTo1766300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customer_order ADD COLUMN ship_to jsonb
      CHECK (ship_to IS NULL OR jsonb_typeof(ship_to) = 'object')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE customer_order DROP COLUMN ship_to');
  }
}
