import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { databaseUrl, dropDatabase } from '../src/databases';
import { ensureMigratedDatabase, migratedTemplate } from '../src/database-templates';

jest.setTimeout(60_000);

const server = process.env.POSTGRES_URL!;
const copy = `ela_test_${randomBytes(4).toString('hex')}_payments`;

afterAll(() => dropDatabase(server, copy));

async function rows<T>(database: string, sql: string): Promise<T[]> {
  const db = new Client({ connectionString: databaseUrl(server, database) });
  await db.connect();
  try {
    return (await db.query(sql)).rows as T[];
  } finally {
    await db.end();
  }
}

describe('migrated templates', () => {
  it("hold a service's migrations, named by them, asked again the same", async () => {
    const template = await migratedTemplate(server, 'payments');
    expect(template).toMatch(/^ela_tpl_payments_[0-9a-f]{12}$/);
    expect(await migratedTemplate(server, 'payments')).toBe(template);
    const ran = await rows<{ name: string }>(template!, 'SELECT name FROM migrations ORDER BY id');
    // The payments service's own list, as built: the same classes its boot would run.
    const { MIGRATIONS } = jest.requireActual<{ MIGRATIONS: { name: string }[] }>(
      '../../../services/payments/dist/schema.js',
    );
    expect(ran.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
  });

  it('are copied whole into a test stack’s database, which then has nothing left to migrate', async () => {
    // As a run of newer migrations would: the template goes, and is made again when next asked for.
    await dropDatabase(server, (await migratedTemplate(server, 'payments'))!);
    expect(await ensureMigratedDatabase(server, copy, 'payments')).toBe(true);
    expect(await ensureMigratedDatabase(server, copy, 'payments')).toBe(false);
    const tables = await rows<{ table_name: string }>(
      copy,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['migrations', 'outbox_event', 'payment']),
    );
    expect(await rows(copy, 'SELECT 1 FROM payment')).toEqual([]);
  });
});
