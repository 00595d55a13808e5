import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments get the bank's states (docs/decisions/money-state-machine.md): `state` is the machine, `status`
 * and `reversal` are read from it; `captured_at` is the bank's word that it took the money; `claim`
 * is where this payment's hold on its order stands; `lease_until` is how long one process has the
 * payment to itself while it asks a bank or orders, outside any transaction. The order's expiry no longer lives here:
 * orders decides whether an order can still be paid.
 */
export class PaymentStates1768000000000 implements MigrationInterface {
  name = 'PaymentStates1768000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE payment
        ADD COLUMN state text,
        ADD COLUMN claim text NOT NULL DEFAULT 'none' CHECK (claim IN ('none', 'held', 'released')),
        ADD COLUMN captured_at timestamptz,
        ADD COLUMN lease_until timestamptz`);
    await db.query(`
      UPDATE payment SET
        state = CASE
          WHEN reversal = 'requested' THEN 'reversal_pending'
          WHEN reversal = 'done' THEN 'reversed'
          WHEN reversal = 'failed' THEN 'refund_owed'
          WHEN status = 'Success' THEN 'paid'
          WHEN status = 'Failed' THEN 'failed'
          WHEN status = 'Pending' THEN 'verifying'
          WHEN reference IS NOT NULL THEN 'at_bank'
          ELSE 'started' END,
        captured_at = CASE WHEN status = 'Success' THEN settled_at END,
        claim = CASE WHEN status = 'Success' THEN 'held' ELSE 'none' END`);
    await db.query(`
      ALTER TABLE payment
        ALTER COLUMN state SET NOT NULL,
        ADD CONSTRAINT payment_state CHECK (state IN ('started', 'at_bank', 'verifying', 'paid', 'failed',
          'reversal_pending', 'reversed', 'refund_owed', 'refunded')),
        ADD CONSTRAINT payment_paid_was_captured CHECK (state <> 'paid' OR captured_at IS NOT NULL),
        DROP CONSTRAINT IF EXISTS payment_check,
        DROP COLUMN order_expires_at`);
    await db.query('DROP INDEX IF EXISTS payment_unsettled');
    await db.query('DROP INDEX IF EXISTS payment_reversal_owed');
    // Reconciliation reads what still waits on a bank or on orders, oldest first.
    await db.query(
      `CREATE INDEX payment_unsettled ON payment (updated_at)
         WHERE state IN ('started', 'at_bank', 'verifying', 'reversal_pending')
            OR (claim = 'held' AND state <> 'paid')`,
    );
    await db.query("CREATE INDEX payment_refund_owed ON payment (updated_at) WHERE state = 'refund_owed'");
  }

  async down(): Promise<void> {
    throw new Error('payment states cannot be undone: the states carry what the statuses could not');
  }
}
