import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { databaseUrl, dropDatabase, ensureDatabase } from '@ela/stack';
import { CpuMeter } from '../src/process-cpu';

const server = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

it("counts a PostgreSQL connection's CPU under the stack's database it works for", async () => {
  const name = `ela_test_${randomBytes(4).toString('hex')}_probe`;
  await ensureDatabase(server, name);
  const db = new Client({ connectionString: databaseUrl(server, name) });
  await db.connect();
  try {
    const meter = new CpuMeter();
    meter.start();
    // Counting ten million rows takes its server process many 10 ms clock ticks.
    await db.query('SELECT count(*) FROM generate_series(1, 10000000)');
    const spent = new Map(meter.stop());
    expect(spent.get('postgres (probe)') ?? 0).toBeGreaterThan(0);
  } finally {
    await db.end();
    await dropDatabase(server, name);
  }
});
