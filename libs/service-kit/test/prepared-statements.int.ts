import { randomBytes } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import { databaseUrl, dropDatabase, ensureDatabase } from '@ela/stack';
import { postgresOptions } from '../src/data-source';
import { asOneStatement } from '../src/one-statement';
import { PREPARED_PER_CONNECTION } from '../src/prepared-statements';

// The services' connections against a real PostgreSQL: which statements it holds prepared, per session.
const server = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ela_test_prepared_${randomBytes(4).toString('hex')}`;

let db: DataSource;
let runner: QueryRunner;

beforeAll(async () => {
  await ensureDatabase(server, name);
  db = await new DataSource(postgresOptions(databaseUrl(server, name), [], [])).initialize();
  await db.query('CREATE TABLE sample (id int PRIMARY KEY, label text)');
  await db.query("INSERT INTO sample SELECT n, 'row ' || n FROM generate_series(1, 5) n");
});
beforeEach(async () => {
  runner = db.createQueryRunner();
  await runner.connect();
});
afterEach(() => runner.release());
afterAll(async () => {
  await db?.destroy();
  await dropDatabase(server, name);
});

/** The statements this session holds prepared, with how many times each was run. */
async function prepared(): Promise<string[]> {
  const rows: { statement: string }[] = await runner.query(
    'SELECT statement FROM pg_prepared_statements ORDER BY prepare_time',
  );
  return rows.map((r) => r.statement);
}

describe('statements prepared per connection', () => {
  it('prepares a statement with parameters once and answers it the same every time', async () => {
    const text = 'SELECT label FROM sample WHERE id = $1';
    const answers = [];
    for (const id of [1, 2, 2, 3]) answers.push(await runner.query(text, [id]));
    expect(answers).toEqual([
      [{ label: 'row 1' }],
      [{ label: 'row 2' }],
      [{ label: 'row 2' }],
      [{ label: 'row 3' }],
    ]);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
  });

  it('leaves statements without parameters, and any with a star, unnamed', async () => {
    await runner.query('SELECT count(label) FROM sample');
    expect(await runner.query('SELECT * FROM sample WHERE id = $1', [4])).toEqual([
      { id: 4, label: 'row 4' },
    ]);
    expect(await runner.query('UPDATE sample SET label = $2 WHERE id = $1 RETURNING *', [5, 'five'])).toEqual(
      [[{ id: 5, label: 'five' }], 1],
    );
    // A prepared `SELECT *` would fail once a column is added under it; unnamed, it sees the column.
    await runner.query('ALTER TABLE sample ADD COLUMN note text');
    expect(await runner.query('SELECT * FROM sample WHERE id = $1', [4])).toEqual([
      { id: 4, label: 'row 4', note: null },
    ]);
    const kept = await prepared();
    expect(kept.filter((s) => s.includes('*') || !s.includes('$'))).toEqual([]);
  });

  it('prepares a count(*), whose star stands for no column', async () => {
    const text = 'SELECT count(*)::int AS n FROM sample WHERE id > $1';
    expect(await runner.query(text, [2])).toEqual([{ n: 3 }]);
    expect(await prepared()).toContain(text);
  });

  it("prepares asOneStatement's statements, whose stars stand for their own RETURNING lists", async () => {
    const answer = await asOneStatement(runner.manager, [
      { sql: 'UPDATE sample SET label = $2 WHERE id = $1 RETURNING id, label', params: [3, 'three'] },
      { sql: 'DELETE FROM sample WHERE id = $1 RETURNING id', params: [99] },
    ]);
    expect(answer).toEqual({ rows: [{ id: 3, label: 'three' }], counts: [1, 0] });
    // A statement's own WITH queries go to the top, where PostgreSQL lets them change rows.
    const read = await asOneStatement(runner.manager, [
      {
        with: 'changed AS (UPDATE sample SET label = $2 WHERE id = $1 RETURNING id, label)',
        sql: 'SELECT id, label FROM changed',
        params: [2, 'two'],
      },
      { sql: 'DELETE FROM sample WHERE id = $1 RETURNING id', params: [98] },
    ]);
    expect(read).toEqual({ rows: [{ id: 2, label: 'two' }], counts: [1, 0] });
    expect(await runner.query('SELECT label FROM sample WHERE id = 2')).toEqual([{ label: 'two' }]);
    expect((await prepared()).filter((s) => s.includes('part0_rows.*'))).toHaveLength(2);
  });

  it('keeps at most its bound of statements prepared, and answers the rest unprepared', async () => {
    const bound = PREPARED_PER_CONNECTION;
    for (let i = 0; i < bound + 20; i++)
      expect(await runner.query(`SELECT $1::int + ${i} AS n`, [1])).toEqual([{ n: 1 + i }]);
    const kept = await prepared();
    expect(kept.length).toBeLessThanOrEqual(bound);
    expect(kept).not.toContain(`SELECT $1::int + ${bound + 19} AS n`);
  });

  it('a failed statement leaves the connection usable, and the statement preparable once fixed', async () => {
    await expect(runner.query('SELECT label FROM sample WHERE idd = $1', [1])).rejects.toThrow(/idd/);
    await expect(runner.query('SELECT label FROM sample WHERE id = $1 AND id > $2', [1, 0])).resolves.toEqual(
      [{ label: 'row 1' }],
    );
  });
});
