import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { databaseUrl, dropDatabase, ensureDatabase } from '@ela/stack';
import { OrderFigures } from './order-figures';

const SCHEMA = `
  CREATE TABLE inventory (id uuid PRIMARY KEY, stock integer NOT NULL CHECK (stock >= 0));
  CREATE TABLE "order" (id uuid PRIMARY KEY, customer_id uuid NOT NULL, total bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE order_line (order_id uuid NOT NULL REFERENCES "order" (id), inventory_id uuid NOT NULL,
    quantity integer NOT NULL, price bigint NOT NULL);
  CREATE TABLE outbox (id bigserial PRIMARY KEY, subject text NOT NULL, payload jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now());`;

const PRICE = 500_000;

/**
 * The floor the order path is measured against: what one Node process gets from PostgreSQL when
 * an order is nothing but one transaction (take the stock with a conditional update, insert the
 * order, its line and an outbox row), `customers` ordering in a closed loop through a pool of 20,
 * all on one hot inventory. In a database of its own, dropped afterwards.
 */
export async function orderFloor(
  serverUrl: string,
  name: string,
  o: { seconds: number; customers: number },
): Promise<OrderFigures> {
  await dropDatabase(serverUrl, name);
  await ensureDatabase(serverUrl, name);
  const pool = new Pool({ connectionString: databaseUrl(serverUrl, name), max: 20 });
  // Dropping the database ends connections the pool is still closing; that is not a failure of the run.
  pool.on('error', () => undefined);
  try {
    await pool.query(SCHEMA);
    const inventoryId = randomUUID();
    await pool.query('INSERT INTO inventory (id, stock) VALUES ($1, $2)', [inventoryId, 1_000_000_000]);
    const figures = new OrderFigures();
    const until = Date.now() + o.seconds * 1000;
    await Promise.all(
      Array.from({ length: o.customers }, async () => {
        const customerId = randomUUID();
        while (Date.now() < until) {
          const started = performance.now();
          figures.add(started, await placeOne(pool, customerId, inventoryId));
        }
      }),
    );
    return figures;
  } finally {
    await pool.end();
    await dropDatabase(serverUrl, name);
  }
}

/** 201 when the order was taken, 409 when the stock ran out. */
async function placeOne(pool: Pool, customerId: string, inventoryId: string): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const taken = await client.query(
      'UPDATE inventory SET stock = stock - 1 WHERE id = $1 AND stock >= 1 RETURNING stock',
      [inventoryId],
    );
    if (taken.rowCount === 0) {
      await client.query('ROLLBACK');
      return 409;
    }
    const id = randomUUID();
    await client.query('INSERT INTO "order" (id, customer_id, total) VALUES ($1, $2, $3)', [
      id,
      customerId,
      PRICE,
    ]);
    await client.query(
      'INSERT INTO order_line (order_id, inventory_id, quantity, price) VALUES ($1, $2, 1, $3)',
      [id, inventoryId, PRICE],
    );
    await client.query('INSERT INTO outbox (subject, payload) VALUES ($1, $2)', [
      'orders.order.placed.v1',
      { id, customerId, total: PRICE },
    ]);
    await client.query('COMMIT');
    return 201;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
