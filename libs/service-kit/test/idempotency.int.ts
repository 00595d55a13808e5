import { randomBytes } from 'node:crypto';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { databaseUrl, dropDatabase, ensureDatabase } from '@ela/stack';
import { migrateLocked, postgresOptions } from '../src/data-source';
import { ServiceError } from '../src/service-error';
import {
  CreateIdempotentRequests1768200000000,
  Idempotency,
  type IdempotentAction,
} from '../src/idempotency/index';

class CreateCounters1700000000002 implements MigrationInterface {
  name = 'CreateCounters1700000000002';
  async up(db: QueryRunner) {
    await db.query('CREATE TABLE counter (name text PRIMARY KEY, n int NOT NULL)');
  }
  async down(db: QueryRunner) {
    await db.query('DROP TABLE counter');
  }
}

const server = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ela_test_idempotency_${randomBytes(4).toString('hex')}`;
let db: DataSource;
let store: Idempotency;

beforeAll(async () => {
  await ensureDatabase(server, name);
  db = await new DataSource(
    postgresOptions(
      databaseUrl(server, name),
      [],
      [CreateIdempotentRequests1768200000000, CreateCounters1700000000002],
    ),
  ).initialize();
  await migrateLocked(db);
  store = new Idempotency(db);
}, 30_000);

afterAll(async () => {
  await db?.destroy();
  await dropDatabase(server, name);
});

let counters = 0;
/** A counter of its own per test, and the action that adds one to it under a key. */
function counter() {
  const counterName = `c${++counters}`;
  const action = (over: Partial<IdempotentAction> = {}): IdempotentAction => ({
    caller: 'customer-1',
    scope: 'counter.add',
    key: `key-${counterName}`,
    request: { add: 1 },
    ...over,
  });
  /** `started` is told when the work runs, so the key is held; the work then waits for `gate`. */
  const add = (over: Partial<IdempotentAction> = {}, gate?: Promise<void>, started?: () => void) =>
    db.transaction((tx) =>
      store.once(tx, action(over), async () => {
        const [row]: { n: number }[] = await tx.query(
          `INSERT INTO counter (name, n) VALUES ($1, 1) ON CONFLICT (name) DO UPDATE SET n = counter.n + 1
           RETURNING n`,
          [counterName],
        );
        started?.();
        await gate;
        return { n: row.n, at: 'first' };
      }),
    );
  const value = async () => {
    const [row]: { n: number }[] = await db.query('SELECT n FROM counter WHERE name = $1', [counterName]);
    return row?.n ?? 0;
  };
  return { add, value, key: `key-${counterName}` };
}

it('runs the work once and answers a repeat with the first answer', async () => {
  const c = counter();
  expect(await c.add()).toEqual({ n: 1, at: 'first' });
  expect(await c.add()).toEqual({ n: 1, at: 'first' });
  expect(await c.value()).toBe(1);
});

it('refuses the same key with another request: a 422 in Persian', async () => {
  const c = counter();
  await c.add();
  const refused = await c.add({ request: { add: 2 } }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ServiceError);
  expect((refused as ServiceError).body).toMatchObject({ statusCode: 422, error: 'IDEMPOTENCY_KEY_REUSED' });
  expect((refused as ServiceError).body.message).toMatch(/کلید/);
  expect(await c.value()).toBe(1);
});

it('keeps nothing when the work rolls back, so the key may be tried again', async () => {
  const c = counter();
  await expect(
    db.transaction((tx) =>
      store.once(tx, { caller: 'customer-1', scope: 'counter.add', key: c.key, request: { add: 1 } }, () =>
        Promise.reject(new Error('the work failed')),
      ),
    ),
  ).rejects.toThrow('the work failed');
  expect(await c.add()).toEqual({ n: 1, at: 'first' });
});

it('makes a repeat in flight wait for the first, then answers the first answer', async () => {
  const c = counter();
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  // The repeat is sent once the first holds the key: sent together, it could take the key first.
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const first = c.add({}, gate, holding);
  await held;
  const repeat = c.add();
  // The repeat is seen waiting on the key's row before the first may commit.
  for (;;) {
    const [row]: { waiting: string }[] = await db.query(
      `SELECT count(*) AS waiting FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%idempotent_request%'`,
    );
    if (Number(row.waiting) === 1) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  open();
  expect(await Promise.all([first, repeat])).toEqual([
    { n: 1, at: 'first' },
    { n: 1, at: 'first' },
  ]);
  expect(await c.value()).toBe(1);
});

it('keeps keys apart per caller and per action', async () => {
  const c = counter();
  await c.add();
  await c.add({ caller: 'customer-2' });
  await c.add({ scope: 'counter.other' });
  expect(await c.value()).toBe(3);
});

it('runs the work every time when no key is given', async () => {
  const c = counter();
  await c.add({ key: null });
  await c.add({ key: undefined });
  expect(await c.value()).toBe(2);
});

it('sweeps keys past 24 hours, and takes an old key as a new one even before the sweep', async () => {
  const old = counter();
  const recent = counter();
  await old.add();
  await recent.add();
  const age = (key: string, hours: number) =>
    db.query(`UPDATE idempotent_request SET created_at = now() - make_interval(hours => $2) WHERE key = $1`, [
      key,
      hours,
    ]);
  await age(old.key, 25);
  await age(recent.key, 23);
  expect(await old.add()).toEqual({ n: 2, at: 'first' });
  await age(old.key, 25);
  expect(await store.sweep()).toBeGreaterThanOrEqual(1);
  const left: { key: string }[] = await db.query('SELECT key FROM idempotent_request WHERE key = ANY($1)', [
    [old.key, recent.key],
  ]);
  expect(left.map((row) => row.key)).toEqual([recent.key]);
  expect(await recent.add()).toEqual({ n: 1, at: 'first' });
});
