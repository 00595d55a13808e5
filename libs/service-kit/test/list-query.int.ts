import { randomBytes } from 'node:crypto';
import { DataSource, Entity, PrimaryColumn, Column } from 'typeorm';
import { databaseUrl, dropDatabase, ensureDatabase } from '@ela/stack';
import { listPage, type ListSpec } from '../src/list-query';

@Entity('item')
class Item {
  @PrimaryColumn('int') id!: number;
  @Column('text') name!: string;
  @Column('text') kind!: string;
}

type Query = { page: number; limit: number; sort: 'name' | 'newest'; q?: string; kind?: string };
const spec: ListSpec<Query, Item> = {
  orders: { name: { 'i.name': 'ASC', 'i.id': 'ASC' }, newest: { 'i.id': 'DESC' } },
  search: { in: ['i.name'], fold: (q) => q.toLowerCase() },
  filters: { kind: (qb, kind) => qb.andWhere('i.kind = :kind', { kind }) },
};

const server = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ela_test_list_${randomBytes(4).toString('hex')}`;
let db: DataSource;

beforeAll(async () => {
  await ensureDatabase(server, name);
  db = await new DataSource({
    type: 'postgres',
    url: databaseUrl(server, name),
    entities: [Item],
  }).initialize();
  await db.query('CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL, kind text NOT NULL)');
  const names = ['50% off', 'fifty off', 'a_b', 'axb', 'back\\slash', 'plain', 'Plain two'];
  for (const [i, n] of names.entries())
    await db.query('INSERT INTO item VALUES ($1, $2, $3)', [i + 1, n, i % 2 ? 'odd' : 'even']);
});
afterAll(async () => {
  await db?.destroy();
  await dropDatabase(server, name);
});

const list = (query: Partial<Query>) =>
  listPage(
    db.getRepository(Item).createQueryBuilder('i'),
    { page: 1, limit: 20, sort: 'name', ...query },
    spec,
    (r) => r.name,
  );

describe('listPage on PostgreSQL', () => {
  it('takes %, _ and \\ in the text filter literally', async () => {
    expect((await list({ q: '%' })).items).toEqual(['50% off']);
    expect((await list({ q: '_' })).items).toEqual(['a_b']);
    expect((await list({ q: '\\' })).items).toEqual(['back\\slash']);
  });

  it('folds the text filter, applies filters, sorts and pages with the total', async () => {
    expect((await list({ q: 'PLAIN', sort: 'newest' })).items).toEqual(['Plain two', 'plain']);
    expect((await list({ kind: 'odd', sort: 'newest' })).items).toEqual(['plain', 'axb', 'fifty off']);
    const second = await list({ limit: 2, page: 2, sort: 'newest' });
    expect(second).toMatchObject({ items: ['back\\slash', 'axb'], total: 7, page: 2, limit: 2 });
  });
});
