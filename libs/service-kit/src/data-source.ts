import type { DataSourceOptions, MixedList, EntitySchema } from 'typeorm';

/**
 * PostgreSQL options every service uses: migrations run at start, never `synchronize`,
 * and bigint columns stay strings until an entity maps them on purpose.
 */
export function postgresOptions(
  url: string,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: { max: 10 },
  };
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
