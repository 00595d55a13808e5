import type { MigrationInterface, QueryRunner } from 'typeorm';
import { REFUSED } from './one-statement';

/**
 * `refuse_unless(ok, refusal)`: true, or an error with SQLSTATE `EL001` and the refusal as its
 * message, which undoes the statement that asked. `asOneStatement` calls it for a statement with a
 * `refusal`; every service that gives one lists this migration with its own.
 */
export class CreateStatementRefusal1768900000000 implements MigrationInterface {
  name = 'CreateStatementRefusal1768900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION refuse_unless(ok boolean, refusal text) RETURNS boolean
      LANGUAGE plpgsql AS $$
      BEGIN
        IF ok IS NOT TRUE THEN
          RAISE EXCEPTION USING ERRCODE = '${REFUSED}', MESSAGE = refusal;
        END IF;
        RETURN true;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION refuse_unless(boolean, text)');
  }
}
