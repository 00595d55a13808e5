import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { LocalMediaStore } from '@ela/media';
import { ServiceClient, databaseUrl, startTestStack } from '@ela/stack';
import { seedCatalog } from '@ela/tools/seed';
import { cpuTicks } from './process-cpu';
import { BENCH_PROCESSES } from './bench-processes';

const TIMES = Number(process.env.BENCH_TIMES ?? 3000);

/**
 * What one stock reservation costs PostgreSQL: the catalog's `reserve_stock` as installed, called
 * on one connection with no one else on the row, against the bare conditional update of the same
 * inventory and an empty statement, each timed by its server process's CPU (/proc). Then the
 * function without each of its parts in turn, as copies made from its own text, to show where its
 * time lies.
 */
async function main(): Promise<void> {
  const stack = await startTestStack(['auth', 'catalog'], {}, BENCH_PROCESSES);
  const db = new Client({
    connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_catalog`),
  });
  try {
    const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
    await seedCatalog(services, new LocalMediaStore(stack.config.mediaDir));
    await services.close();
    await db.connect();
    const [{ id: inventory }] = (
      await db.query<{ id: string }>(
        'UPDATE inventory SET stock = 100000000 WHERE id = (SELECT min(id::text)::uuid FROM inventory WHERE deleted_at IS NULL) RETURNING id',
      )
    ).rows;
    const reserving = (fn: string) => () =>
      db.query({
        name: fn,
        text: `SELECT inventory_id, quantity, state, stock, body FROM ${fn}($1, $2, $3, $4)`,
        values: [randomUUID(), [inventory], [1], false],
      });
    await measure(db, 'reserve_stock', reserving('reserve_stock'));
    await measure(db, 'the bare conditional update', () =>
      db.query({
        name: 'update',
        text: `UPDATE inventory SET stock = stock - $2, stock_version = stock_version + 1, updated_at = now()
               WHERE id = $1 AND stock >= $2`,
        values: [inventory, 1],
      }),
    );
    await measure(db, 'SELECT 1', () => db.query({ name: 'one', text: 'SELECT 1' }));
    const [{ text }] = (
      await db.query<{ text: string }>(`SELECT pg_get_functiondef('reserve_stock'::regproc) AS text`)
    ).rows;
    for (const [n, [part, pattern]] of PARTS.entries()) {
      const copy = `reserve_stock_without_${n}`;
      const changed = text
        .replace(pattern, '')
        .replace(/FUNCTION public\.reserve_stock\(/, `FUNCTION ${copy}(`);
      if (!pattern.test(text)) console.log(`${part}: not found in the function any more`);
      else await db.query(changed).then(() => measure(db, `  without ${part}`, reserving(copy)));
    }
  } finally {
    await db.end();
    await stack.dispose();
  }
}

/** Parts of `reserve_stock` to leave out one at a time (see services/catalog/src/stock/reserve-stock.sql.ts). */
const PARTS: [string, RegExp][] = [
  ['the checks before the take', /PERFORM pg_advisory_xact_lock[\s\S]*?IF FOUND THEN\s*RETURN;\s*END IF;/],
  ['the reservation insert', /, held AS \([\s\S]*?FROM taken\s*\)/],
  ['the view copy', /, copied AS \(UPDATE[\s\S]*?WHERE v\.id = s\.id\)/],
  ['the checks after', /GET DIAGNOSTICS[\s\S]*?(?=END\s*\$function\$)/],
];

async function measure(db: Client, label: string, once: () => Promise<unknown>): Promise<void> {
  const pid = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  for (let i = 0; i < 300; i++) await once();
  const before = cpuTicks(pid);
  for (let i = 0; i < TIMES; i++) await once();
  const us = ((cpuTicks(pid) - before) * 10_000) / TIMES;
  console.log(`${label}: ${us.toFixed(0)} µs of its server process's CPU each`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
