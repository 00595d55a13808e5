import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders (`customer_order`: `order` is an SQL keyword). Lines and the timeline are read and
 * written with their order, so they are jsonb on its row; amounts are whole Rials.
 */
export class CreateOrders1766100000000 implements MigrationInterface {
  name = 'CreateOrders1766100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE customer_order (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL,
        status text NOT NULL CHECK (status IN
          ('placed', 'paid', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled')),
        address_id uuid NOT NULL,
        shipping_method text NOT NULL CHECK (shipping_method IN ('Peyk', 'Post')),
        gateway text NOT NULL CHECK (gateway IN ('Zarinpal', 'Parsian', 'MockTest')),
        discount_code text,
        tracking_code text,
        subtotal bigint NOT NULL CHECK (subtotal >= 0),
        sale_savings bigint NOT NULL CHECK (sale_savings >= 0),
        discount bigint NOT NULL CHECK (discount >= 0),
        shipping bigint NOT NULL CHECK (shipping >= 0),
        total bigint NOT NULL CHECK (total >= 0),
        lines jsonb NOT NULL,
        timeline jsonb NOT NULL,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(
      'CREATE INDEX customer_order_mine ON customer_order (customer_id, created_at DESC, id DESC)',
    );
    await db.query('CREATE INDEX customer_order_newest ON customer_order (created_at DESC, id DESC)');
    // The expiry sweep reads only unpaid orders, oldest deadline first.
    await db.query("CREATE INDEX customer_order_due ON customer_order (expires_at) WHERE status = 'placed'");
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE customer_order');
  }
}
