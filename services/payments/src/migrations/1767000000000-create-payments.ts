import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments: one row per attempt to pay an order at a gateway. The gateway's reference is unique
 * per gateway, so a return or a verification finds exactly one row; an order has at most one
 * successful payment, so the database itself refuses to credit an order twice.
 */
export class CreatePayments1767000000000 implements MigrationInterface {
  name = 'CreatePayments1767000000000';

  async up(db: QueryRunner): Promise<void> {
    // Parsian wants a unique numeric OrderId per merchant; people read it as the payment number.
    await db.query('CREATE SEQUENCE payment_number_seq START 100001');
    await db.query(`
      CREATE TABLE payment (
        id uuid PRIMARY KEY,
        number bigint NOT NULL UNIQUE,
        order_id uuid NOT NULL,
        customer_id uuid NOT NULL,
        gateway text NOT NULL CHECK (gateway IN ('Zarinpal', 'Parsian', 'MockTest')),
        amount bigint NOT NULL CHECK (amount > 0),
        status text NOT NULL CHECK (status IN ('Initial', 'Pending', 'Success', 'Failed')),
        reference text,
        ref_id text,
        card_mask text,
        failure text CHECK (failure IN ('CANCELLED', 'DECLINED', 'AMOUNT_MISMATCH', 'RETURN_MISMATCH',
          'EXPIRED', 'ALREADY_PAID', 'ORDER_CLOSED', 'START_FAILED')),
        bank_code integer,
        bank_return jsonb,
        reversal text CHECK (reversal IN ('requested', 'done', 'failed')),
        order_expires_at timestamptz,
        history jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz,
        CONSTRAINT payment_gateway_reference UNIQUE (gateway, reference),
        CHECK ((status = 'Failed') = (failure IS NOT NULL)),
        CHECK (status <> 'Success' OR reference IS NOT NULL)
      )`);
    await db.query(
      "CREATE UNIQUE INDEX payment_one_success_per_order ON payment (order_id) WHERE status = 'Success'",
    );
    await db.query('CREATE INDEX payment_of_order ON payment (order_id)');
    await db.query('CREATE INDEX payment_newest ON payment (created_at DESC, id DESC)');
    // Reconciliation reads only what is unsettled, oldest first, and reversals still owed.
    await db.query(
      "CREATE INDEX payment_unsettled ON payment (created_at) WHERE status IN ('Initial', 'Pending')",
    );
    await db.query("CREATE INDEX payment_reversal_owed ON payment (updated_at) WHERE reversal = 'requested'");
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE payment');
    await db.query('DROP SEQUENCE payment_number_seq');
  }
}
