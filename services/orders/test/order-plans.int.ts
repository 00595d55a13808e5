import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { databaseUrl, dropDatabase, ensureDatabase } from '@ela/stack';
import { migrateLocked, postgresOptions } from '@ela/service-kit';
import { MIGRATIONS } from '../src/schema';
import { EXTEND_GRACE } from '../src/orders/orders.repository';

// The plans PostgreSQL caches for a prepared statement on a database with no statistics yet, as
// every new deployment starts: a plan chosen then is kept while orders pile up.
const server = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ela_test_order_plans_${randomBytes(4).toString('hex')}`;
let db: DataSource;

beforeAll(async () => {
  await ensureDatabase(server, name);
  db = await new DataSource(postgresOptions(databaseUrl(server, name), [], MIGRATIONS)).initialize();
  await migrateLocked(db);
});
afterAll(async () => {
  await db?.destroy();
  await dropDatabase(server, name);
});

/** The generic plan of `sql` (the one a prepared statement keeps), as text. */
async function genericPlan(sql: string, types: string[]): Promise<string> {
  const runner = db.createQueryRunner();
  try {
    await runner.query('SET plan_cache_mode = force_generic_plan');
    await runner.query(`PREPARE probe(${types.join(', ')}) AS ${sql}`);
    const params = types.map((type) => `NULL::${type}`).join(', ');
    const rows: { 'QUERY PLAN': string }[] = await runner.query(`EXPLAIN EXECUTE probe(${params})`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await runner.query('DEALLOCATE ALL; RESET plan_cache_mode').catch(() => undefined);
    await runner.release();
  }
}

it("extends a bank session's grace on one order through its primary key, not the expiry sweep's index", async () => {
  const plan = await genericPlan(EXTEND_GRACE, ['uuid', 'timestamptz']);
  expect(plan).toContain('Index Scan using customer_order_pkey');
  expect(plan).not.toContain('customer_order_due');
});
