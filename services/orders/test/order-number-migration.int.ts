import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { databaseUrl, dropDatabase, ensureDatabase } from '@ela/stack';
import { migrateLocked, postgresOptions } from '@ela/service-kit';
import { CreateOrders1766100000000 } from '../src/migrations/1766100000000-create-orders';
import { OrderNumber1768600000000 } from '../src/migrations/1768600000000-order-number';

jest.setTimeout(60_000);

// Numbering orders that were placed before numbers existed, on real PostgreSQL.
const server = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ela_test_order_number_${randomBytes(4).toString('hex')}`;
const opened: DataSource[] = [];

async function migrated(migrations: Parameters<typeof postgresOptions>[2]): Promise<DataSource> {
  const db = await new DataSource(postgresOptions(databaseUrl(server, name), [], migrations)).initialize();
  opened.push(db);
  await migrateLocked(db);
  return db;
}

beforeAll(() => ensureDatabase(server, name));
afterAll(async () => {
  for (const db of opened) await db.destroy();
  await dropDatabase(server, name);
});

const insertOrder = (db: DataSource, createdAt: string) =>
  db
    .query(
      `INSERT INTO customer_order (id, customer_id, status, address_id, shipping_method, gateway,
         subtotal, sale_savings, discount, shipping, total, lines, timeline, created_at)
       VALUES ($1, $2, 'paid', $2, 'Post', 'MockTest', 1, 0, 0, 0, 1, '[]', '[]', $3) RETURNING id`,
      [randomUUID(), randomUUID(), createdAt],
    )
    .then((rows: { id: string }[]) => rows[0].id);

it('numbers the orders already placed in the order they were placed, and new ones after them', async () => {
  const before = await migrated([CreateOrders1766100000000]);
  // Inserted out of their placing order, as a restore or a late import could leave them.
  const second = await insertOrder(before, '2026-03-02T10:00:00Z');
  const first = await insertOrder(before, '2026-03-01T10:00:00Z');
  const third = await insertOrder(before, '2026-03-03T10:00:00Z');

  const after = await migrated([CreateOrders1766100000000, OrderNumber1768600000000]);
  const numbered: { id: string; number: string }[] = await after.query(
    'SELECT id, number FROM customer_order ORDER BY number',
  );
  expect(numbered).toEqual([
    { id: first, number: '100001' },
    { id: second, number: '100002' },
    { id: third, number: '100003' },
  ]);
  const next = await insertOrder(after, '2026-03-04T10:00:00Z');
  const [row] = await after.query('SELECT number FROM customer_order WHERE id = $1', [next]);
  expect(row.number).toBe('100004');
  await expect(
    after.query('UPDATE customer_order SET number = 100001 WHERE id = $1', [next]),
  ).rejects.toThrow(/customer_order_number_key/);
});
