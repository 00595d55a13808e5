import { Client } from 'pg';
import { databaseUrl, startTestStack } from '@ela/stack';
import { seedLarge } from '@ela/tools/seed-large';
import { measure, table, type Figures } from './measure';
import { startChild } from './child-server';
import { BENCH_PROCESSES } from './bench-processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * Catalog reads that reach the catalog (the edge cache kept off), through the gateway, with two
 * catalog replicas and then one, next to NestJS+Fastify answering a fixed JSON in the same run:
 * what a second replica buys on the same cores.
 */
async function main(): Promise<void> {
  const baseline = await startChild('baseline-nest.js');
  const stack = await startTestStack(
    ['catalog', 'gateway'],
    // One byte holds no answer: every read goes to a catalog.
    { gateway: { EDGE_CACHE_BYTES: '1' } },
    { ...BENCH_PROCESSES, replicas: { catalog: 2 } },
  );
  try {
    const catalogDb = databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_catalog`);
    console.log('seeding 20,000 inventories…');
    await seedLarge(catalogDb, 4_000, 5);
    const db = new Client({ connectionString: catalogDb });
    await db.connect();
    const ids = (await db.query('SELECT id FROM inventory ORDER BY random() LIMIT 5000')).rows.map(
      (r) => `/products/inventory/${r.id as string}`,
    );
    await db.end();

    const rows: Figures[] = [await measure('baseline nest+fastify fixed', baseline.url, SECONDS, ['/fixed'])];
    rows.push(await measure('by id, 2 catalog replicas', stack.urls.api, SECONDS, ids));
    const second = stack.replicas.find((r) => r.name === 'catalog#2')!;
    await second.stop();
    rows.push(await measure('by id, 1 catalog', stack.urls.api, SECONDS, ids));
    console.log(table(rows));
    const [base, two, one] = rows.map((r) => r.requestsPerSecond);
    console.log(
      `\nratio to baseline: 2 replicas ${(two / base).toFixed(3)}, 1 replica ${(one / base).toFixed(3)}; ` +
        `2 replicas ÷ 1: ${(two / one).toFixed(2)}`,
    );
  } finally {
    baseline.child.kill();
    await stack.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
