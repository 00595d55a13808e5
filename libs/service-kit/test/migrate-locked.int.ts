import { randomBytes } from 'node:crypto';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dropDatabase, ensureDatabase, databaseUrl } from '@ela/stack';
import { migrateLocked, postgresOptions } from '../src/data-source';

class CreateThing1700000000000 implements MigrationInterface {
  name = 'CreateThing1700000000000';
  async up(db: QueryRunner) {
    await db.query('CREATE TABLE thing (id int PRIMARY KEY)');
    // Long enough that unlocked replicas would overlap.
    await db.query('SELECT pg_sleep(0.3)');
  }
  async down(db: QueryRunner) {
    await db.query('DROP TABLE thing');
  }
}

const server = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ela_test_migrate_${randomBytes(4).toString('hex')}`;

afterAll(() => dropDatabase(server, name));

it('lets replicas that start together migrate one after another', async () => {
  await ensureDatabase(server, name);
  const replicas = [1, 2, 3].map(
    () => new DataSource(postgresOptions(databaseUrl(server, name), [], [CreateThing1700000000000])),
  );
  await Promise.all(replicas.map((db) => db.initialize()));
  try {
    await Promise.all(replicas.map((db) => migrateLocked(db)));
    const applied = await replicas[0].query('SELECT name FROM migrations');
    expect(applied).toEqual([{ name: 'CreateThing1700000000000' }]);
  } finally {
    await Promise.all(replicas.map((db) => db.destroy()));
  }
});
