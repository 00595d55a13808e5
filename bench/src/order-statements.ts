import { readFile, stat } from 'node:fs/promises';
import { Client } from 'pg';
import { startTestStack } from '@ela/stack';
import { ORDER_PATH_APPS, oneOrder } from './one-order';
import { BENCH_PROCESSES } from './bench-processes';

/**
 * The SQL one warm `POST /order` sends, per database: PostgreSQL logs every statement
 * (`log_statement = 'all'`, set for the run's databases only) while one order is placed after
 * a few to warm the caches. Reads the server's log file, so it runs where PostgreSQL is local:
 * `PG_LOG=/var/log/postgresql/postgresql-15-main.log node dist/order-statements.js`.
 */
async function main(): Promise<void> {
  const logFile = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
  const stack = await startTestStack(ORDER_PATH_APPS, {}, BENCH_PROCESSES);
  const pg = new Client({ connectionString: stack.config.postgresUrl });
  await pg.connect();
  const databases = (
    await pg.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${stack.config.dbPrefix}_%`,
    ])
  ).rows.map((r) => r.datname);
  try {
    const ordering = await oneOrder(stack);
    const order = async () => {
      await ordering.refill();
      // Lets the basket's own writes reach the log before the order's.
      await new Promise((r) => setTimeout(r, 300));
      const from = (await stat(logFile)).size;
      await ordering.place();
      await new Promise((r) => setTimeout(r, 1000));
      return from;
    };
    for (let i = 0; i < 3; i++) await order();
    for (const db of databases) await pg.query(`ALTER DATABASE "${db}" SET log_statement = 'all'`);
    // A setting per database reaches new sessions only: the services' pools are reopened by a restart.
    for (const name of ['auth', 'catalog', 'orders', 'payments'] as const) {
      await stack.stopApp(name);
      await stack.restart(name);
    }
    await order();
    const from = await order();
    const text = (await readFile(logFile)).subarray(from).toString('utf8');
    const lines = text
      .split('\n')
      .filter((l) => / LOG: {2}(statement|execute)/.test(l) && l.includes(stack.config.dbPrefix));
    const perDb = new Map<string, string[]>();
    for (const line of lines) {
      const db = /@(\S+) /.exec(line)?.[1] ?? '?';
      perDb.set(db, [...(perDb.get(db) ?? []), line.replace(/^.*?LOG: {2}/, '').slice(0, 160)]);
    }
    for (const [db, statements] of perDb) {
      console.log(`\n${db}: ${statements.length}`);
      for (const s of statements) console.log(`  ${s}`);
    }
    console.log(`\ntotal: ${lines.length} statements`);
  } finally {
    for (const db of databases)
      await pg.query(`ALTER DATABASE "${db}" RESET log_statement`).catch(() => undefined);
    await pg.end();
    await stack.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
