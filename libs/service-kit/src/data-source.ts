import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions, type EntitySchema, type MixedList } from 'typeorm';
import type { DynamicModule } from '@nestjs/common';
import { PreparingClient } from './prepared-statements';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Classes = MixedList<Function | string | EntitySchema>;

/**
 * PostgreSQL options every service uses: never `synchronize`; bigint columns stay strings
 * until an entity maps them on purpose; statements with parameters prepared per connection.
 * Migrations run through `migrateLocked`.
 */
export function postgresOptions(url: string, entities: Classes, migrations: Classes): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: migrations as DataSourceOptions['migrations'],
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: { max: 10, Client: PreparingClient },
  };
}

/** Any fixed number works; it only has to be the same for every replica of every service. */
const MIGRATION_LOCK = 7_310_044;

/**
 * Runs pending migrations under a PostgreSQL advisory lock, so replicas starting together
 * take turns instead of racing to create the same tables.
 */
export async function migrateLocked(db: DataSource): Promise<void> {
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await db.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

/** The TypeORM root module of a service: connect, then migrate under the lock. */
export function databaseModule(url: string, entities: Classes, migrations: Classes): DynamicModule {
  return TypeOrmModule.forRootAsync({
    useFactory: () => postgresOptions(url, entities, migrations),
    dataSourceFactory: async (options) => {
      const db = await new DataSource(options!).initialize();
      await migrateLocked(db);
      return db;
    },
  });
}

/** Maps bigint columns (whole Rials) to JS numbers, refusing values that would lose precision. */
export const bigintToNumber = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null): number | null => {
    if (value === null) return null;
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw new RangeError(`bigint ${value} does not fit a safe integer`);
    return n;
  },
};
