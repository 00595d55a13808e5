import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock held for orders. The inventory's own `stock` is what is left to sell; a reservation
 * row remembers what an order took, so releasing or committing it happens once, by its state.
 */
export class CreateStockReservation1766000000000 implements MigrationInterface {
  name = 'CreateStockReservation1766000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE stock_reservation (
        order_id uuid NOT NULL,
        inventory_id uuid NOT NULL REFERENCES inventory (id),
        quantity integer NOT NULL CHECK (quantity > 0),
        state text NOT NULL DEFAULT 'reserved' CHECK (state IN ('reserved', 'released', 'committed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (order_id, inventory_id)
      )`);
    await db.query('CREATE INDEX stock_reservation_inventory_idx ON stock_reservation (inventory_id)');
    // An order released before anything was held for it (its reservation was late): never hold later.
    await db.query(`
      CREATE TABLE released_order (
        order_id uuid PRIMARY KEY,
        released_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE released_order');
    await db.query('DROP TABLE stock_reservation');
  }
}
