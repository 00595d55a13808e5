import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payment's number is its column's default, drawn from the same sequence as before: an insert
 * that leaves it out gets the next one, in the same statement (see PlainRows).
 */
export class PaymentNumberDrawn1769000000000 implements MigrationInterface {
  name = 'PaymentNumberDrawn1769000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payment ALTER COLUMN number SET DEFAULT nextval('payment_number_seq')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE payment ALTER COLUMN number DROP DEFAULT');
  }
}
