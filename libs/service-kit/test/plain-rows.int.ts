import { randomBytes, randomUUID } from 'node:crypto';
import {
  Column,
  CreateDateColumn,
  DataSource,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type EntityManager,
  type Repository,
} from 'typeorm';
import { databaseUrl, dropDatabase, ensureDatabase } from '@ela/stack';
import { bigintToNumber, postgresOptions } from '../src/data-source';
import { asOneStatement } from '../src/one-statement';
import { PlainRows } from '../src/plain-rows';

// PlainRows against a real PostgreSQL, next to what TypeORM's own find and update give for the same rows.
const server = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ela_test_plain_rows_${randomBytes(4).toString('hex')}`;

@Entity('sample_row')
class SampleEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'owner_id' })
  ownerId!: string;

  @Column({ type: 'bigint', transformer: bigintToNumber, default: () => "nextval('sample_number')" })
  number!: number;

  @Column('text')
  state!: string;

  @Column('bigint', { transformer: bigintToNumber })
  amount!: number;

  @Column('jsonb')
  history!: { at: string; note: string }[];

  @Column('text', { nullable: true })
  note!: string | null;

  @Column('char', { name: 'postal_code', length: 10 })
  postalCode!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  label(): string {
    return `${this.state}:${this.amount}`;
  }
}

let db: DataSource;
let rows: Repository<SampleEntity>;
let plain: PlainRows<SampleEntity>;

async function sample(changes: Partial<SampleEntity> = {}): Promise<SampleEntity> {
  return rows.save(
    rows.create({
      ownerId: randomUUID(),
      state: 'started',
      amount: 12_500_000_000,
      history: [{ at: '2026-11-28T06:00:00.000Z', note: 'شروع' }],
      note: null,
      postalCode: '1234567890',
      ...changes,
    }),
  );
}

beforeAll(async () => {
  await ensureDatabase(server, name);
  db = await new DataSource({
    ...postgresOptions(databaseUrl(server, name), [SampleEntity], []),
  }).initialize();
  await db.query('CREATE SEQUENCE sample_number START 1000');
  await db.query(`CREATE TABLE sample_row (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), owner_id uuid NOT NULL,
    number bigint NOT NULL DEFAULT nextval('sample_number'), state text NOT NULL,
    amount bigint NOT NULL, history jsonb NOT NULL, note text, postal_code char(10) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`);
  rows = db.getRepository(SampleEntity);
  plain = new PlainRows(rows);
});

afterAll(async () => {
  await db?.destroy();
  await dropDatabase(server, name);
});

describe('PlainRows', () => {
  it('reads a row as findOneBy does: the entity class, every column and transformer applied', async () => {
    const saved = await sample();
    const read = await plain.one({ id: saved.id, ownerId: saved.ownerId });
    expect(read).toBeInstanceOf(SampleEntity);
    expect(read).toEqual(await rows.findOneBy({ id: saved.id }));
    expect(read!.amount).toBe(12_500_000_000);
    expect(read!.createdAt).toBeInstanceOf(Date);
    expect(read!.label()).toBe('started:12500000000');
  });

  it('answers null when no row has every column asked for', async () => {
    const saved = await sample();
    expect(await plain.one({ id: saved.id, ownerId: randomUUID() })).toBeNull();
    expect(await plain.one({ id: randomUUID() })).toBeNull();
  });

  it('updates only the rows whose columns still match, with their update date, and counts them', async () => {
    const saved = await sample();
    const other = await sample({ ownerId: saved.ownerId });
    const history = [...saved.history, { at: '2026-11-28T06:01:00.000Z', note: 'بانک' }];
    await db.query('UPDATE sample_row SET updated_at = updated_at - interval $$1 hour$$');

    expect(
      await plain.update({ id: saved.id, state: 'started' }, { state: 'at_bank', history, note: 'x' }),
    ).toBe(1);
    expect(await plain.update({ id: saved.id, state: 'started' }, { state: 'paid' })).toBe(0);

    const moved = await rows.findOneByOrFail({ id: saved.id });
    expect(moved).toMatchObject({ state: 'at_bank', history, note: 'x', amount: 12_500_000_000 });
    expect(Date.now() - moved.updatedAt.getTime()).toBeLessThan(60_000);
    const untouched = await rows.findOneByOrFail({ id: other.id });
    expect(untouched.state).toBe('started');
    expect(Date.now() - untouched.updatedAt.getTime()).toBeGreaterThan(30 * 60_000);
  });

  it('lists every row whose columns match, in the order asked for', async () => {
    const ownerId = randomUUID();
    for (const state of ['b', 'c', 'a']) await sample({ ownerId, state });
    await sample({ ownerId: randomUUID(), state: 'a' });
    const listed = await plain.all({ ownerId }, { state: 'DESC' });
    expect(listed.map((row) => row.state)).toEqual(['c', 'b', 'a']);
    expect(listed).toEqual(await rows.find({ where: { ownerId }, order: { state: 'DESC' } }));
    expect(await plain.all({ ownerId: randomUUID() })).toEqual([]);
  });

  it('lists the rows meeting a condition in SQL', async () => {
    const [a, b] = [await sample({ state: 'x' }), await sample({ state: 'y' })];
    await sample({ state: 'z' });
    const found = await plain.where('owner_id = ANY($1::uuid[]) OR state = $2', [[a.ownerId], 'y']);
    expect(found.map((row) => row.id).sort()).toEqual([a.id, b.id].sort());
    expect(found.every((row) => row instanceof SampleEntity)).toBe(true);
  });

  it('inserts as a statement run in the transaction given, reading back what the database drew as TypeORM does', async () => {
    const insert = async (entity: SampleEntity, tx: EntityManager) => {
      const inserting = plain.inserting(entity);
      inserting.readBack((await asOneStatement(tx, [inserting.statement])).rows[0]);
    };
    const made = (id: string) =>
      rows.create({
        id,
        ownerId: randomUUID(),
        state: 'placed',
        amount: 9_007_199_254_740_991,
        history: [{ at: '2026-11-28T06:02:00.000Z', note: 'ثبت' }],
        note: null,
        postalCode: '1234567890',
      });
    const [mine, theirs] = [made(randomUUID()), made(randomUUID())];
    await db.transaction(async (tx) => {
      await insert(mine, tx);
      await tx.insert(SampleEntity, theirs);
      // Not committed yet: a read outside the transaction sees neither.
      expect(await plain.one({ id: mine.id })).toBeNull();
    });
    expect(mine.number).toBe(Number(theirs.number) - 1);
    expect(mine.createdAt).toBeInstanceOf(Date);
    expect(await plain.one({ id: mine.id })).toEqual(mine);
    const rolledBack = made(randomUUID());
    await expect(
      db.transaction(async (tx) => {
        await insert(rolledBack, tx);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await plain.one({ id: rolledBack.id })).toBeNull();
  });

  it('inserts unless a row meets the condition, in one statement, and says which it did', async () => {
    const verifying = "owner_id = $1 AND state = 'verifying'";
    const made = (ownerId: string, state: string) =>
      rows.create({ ownerId, state, amount: 5_000, history: [], note: null, postalCode: '1234567890' });
    const owner = randomUUID();
    const first = made(owner, 'verifying');
    expect(await plain.insertUnless(first, verifying, [owner])).toBe(true);
    expect(first.id).toEqual(expect.any(String));
    expect(first.createdAt).toBeInstanceOf(Date);
    expect(await plain.one({ id: first.id })).toEqual(first);

    const second = made(owner, 'started');
    expect(await plain.insertUnless(second, verifying, [owner])).toBe(false);
    expect(second.id).toBeUndefined();
    expect(await rows.countBy({ ownerId: owner })).toBe(1);

    // The condition names its own rows: another owner's verifying row does not stand in the way.
    const elsewhere = randomUUID();
    expect(await plain.insertUnless(made(elsewhere, 'started'), verifying, [elsewhere])).toBe(true);
    expect(await rows.countBy({ ownerId: elsewhere })).toBe(1);
  });

  it('lists every row when asked with no column, and updates none without one', async () => {
    const saved = await sample();
    expect((await plain.all({})).map((row) => row.id)).toContain(saved.id);
    await expect(plain.update({}, { state: 'paid' })).rejects.toThrow(
      'an update of SampleEntity names no row',
    );
    expect((await rows.findOneByOrFail({ id: saved.id })).state).toBe('started');
  });

  it('refuses a property the entity has no column for', async () => {
    await expect(plain.one({ nothing: 1 } as never)).rejects.toThrow('SampleEntity has no column nothing');
  });
});
