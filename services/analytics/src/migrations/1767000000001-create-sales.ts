import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales as the orders service announces them: one row per order (placed, paid, cancelled) and
 * its lines as paid. Each event sets only its own columns, so they may arrive in any order.
 */
export class CreateSales1767000000001 implements MigrationInterface {
  name = 'CreateSales1767000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sale (
        order_id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        total bigint,
        placed_at timestamptz,
        paid_at timestamptz,
        cancelled_at timestamptz
      )`);
    await q.query('CREATE INDEX sale_paid ON sale (paid_at) WHERE paid_at IS NOT NULL');
    await q.query('CREATE INDEX sale_placed ON sale (placed_at) WHERE placed_at IS NOT NULL');
    await q.query(`
      CREATE TABLE sale_line (
        order_id uuid NOT NULL REFERENCES sale (order_id) ON DELETE CASCADE,
        line_no int NOT NULL,
        inventory_id uuid NOT NULL,
        product_id uuid NOT NULL,
        category_id uuid,
        quantity int NOT NULL,
        line_total bigint NOT NULL,
        PRIMARY KEY (order_id, line_no)
      )`);
    await q.query('CREATE INDEX sale_line_inventory ON sale_line (inventory_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sale_line');
    await q.query('DROP TABLE sale');
  }
}
