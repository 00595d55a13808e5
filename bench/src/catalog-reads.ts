import { Client } from 'pg';
import { Redis } from 'ioredis';
import { PRODUCT_PAGE_SIBLINGS, PRODUCT_SORTS, SUBJECTS, type ProductSort } from '@ela/contracts';
import { ServiceClient, databaseUrl, startTestStack } from '@ela/stack';
import { seedLarge } from '@ela/tools/seed-large';
import { measure, table, type Figures } from './measure';
import { startChild } from './child-server';
import { shapeListingCatalog } from './listing-catalog';
import { listingPaths } from './listing-queries';
import { settleCatalog } from './settle-catalog';
import { BENCH_PROCESSES } from './bench-processes';
import { CpuMeter, perOperation } from './process-cpu';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** Seconds each side answers before anything is measured. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

/** Each row's CPU an answer by process, in µs: which side of the loopback a ratio is bound by. */
const cpuOfRows = new Map<string, string>();

async function run(name: string, base: string, paths: string[]): Promise<Figures> {
  const cpu = new CpuMeter();
  cpu.start();
  const figures = await measure(name, base, SECONDS, paths, CONNECTIONS);
  cpuOfRows.set(name, perOperation(cpu.stop(), figures.requestsPerSecond * SECONDS, 'µs'));
  return figures;
}

/** `npm run catalog -w bench -- listings`: the baseline and the uncached product listings only. */
const LISTINGS_ONLY = process.argv.includes('listings');
/** Rounds of the listings between baselines (`BENCH_ROUNDS`), for a machine whose speed moves. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

/**
 * Catalog reads through the gateway against 100,000 inventories, next to a NestJS+Fastify
 * app answering a fixed product-like JSON, in the same run on the same cores. Cold rows send more
 * distinct addresses than a run reaches, so each misses the edge cache: an inventory, a product and
 * the product page's list come from the edge views in Redis, other listings from the catalog.
 * The products are spread over a category tree and their inventories given colours first, so the
 * storefront's filtered listings find what a shop's would.
 */
async function main(): Promise<void> {
  const baseline = await startChild('baseline-nest.js');
  const stack = await startTestStack(['catalog', 'gateway'], {}, BENCH_PROCESSES);
  const catalogDb = databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_catalog`);
  try {
    console.log('seeding 100,000 inventories…');
    await seedLarge(catalogDb);
    const db = new Client({ connectionString: catalogDb });
    await db.connect();
    const listingCatalog = await shapeListingCatalog(db);
    // Seeded behind the service's back: its read model takes them in when it starts again.
    await settleCatalog(stack, db);
    const redis = new Redis(stack.config.redisUrl);
    const views = await redis.eval(
      `local bytes, keys, cursor = 0, 0, '0'
       repeat
         local page = redis.call('SCAN', cursor, 'MATCH', ARGV[1], 'COUNT', 1000)
         cursor = page[1]
         for _, key in ipairs(page[2]) do
           bytes = bytes + (redis.call('MEMORY', 'USAGE', key) or 0)
           keys = keys + 1
         end
       until cursor == '0'
       return {keys, bytes}`,
      0,
      `${stack.config.natsPrefix}catalog:view:*`,
    );
    const [viewKeys, viewBytes] = views as [number, number];
    console.log(`edge views in Redis: ${viewKeys} keys, ${(viewBytes / 1024 / 1024).toFixed(0)} MiB`);
    redis.disconnect();
    const names = (await db.query('SELECT name FROM inventory ORDER BY random() LIMIT 100')).rows.map(
      (r) => r.name as string,
    );
    const ids = (await db.query('SELECT id FROM inventory ORDER BY random() LIMIT 5000')).rows.map(
      (r) => r.id as string,
    );
    // Cold reads: more distinct addresses than a run sends, so each misses the gateway's edge cache.
    const coldNames = (await db.query('SELECT name FROM inventory ORDER BY random() LIMIT 40000')).rows.map(
      (r) => r.name as string,
    );
    const coldProducts = (await db.query('SELECT id FROM product ORDER BY random()')).rows.map(
      (r) => r.id as string,
    );
    await db.end();

    const api = stack.urls.api;
    const cursors = await cursorsOfEachSort(api, coldProducts.length);
    const listings = listingPaths(listingCatalog, cursors, 60_000 * ROUNDS);
    // Both sides answer for a few seconds first, unmeasured: the baseline had been measured cold
    // (V8 still compiling it) against a gateway warmed by the reads above, and the seed's PostgreSQL
    // connection, closed just before, had its CPU counted in the baseline's row.
    await measure('warm-up', baseline.url, WARMUP_SECONDS, ['/fixed']);
    await measure('warm-up', api, WARMUP_SECONDS, ['/products/get-all?page=1&limit=20']);
    const rows: Figures[] = [];
    rows.push(await run('baseline nest+fastify fixed', baseline.url, ['/fixed']));
    if (!LISTINGS_ONLY) rows.push(...(await everyOtherRow(api, { names, ids, coldNames, coldProducts })));
    // The storefront's listings by category, price range, sort and filter: no edge view keeps them.
    // Each round sends addresses of its own, so none is an edge cache's hit.
    const share = Math.floor(listings.length / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      rows.push(
        await run('cold: filtered listings', api, listings.slice(round * share, (round + 1) * share)),
      );
      rows.push(await run('baseline again', baseline.url, ['/fixed']));
    }
    console.log(table(rows));
    console.log('\nCPU µs an answer, by process (1 µs or more), the last run of each row:');
    for (const [name, spent] of cpuOfRows) console.log(`  ${name.padEnd(30)} ${spent}`);
    if (!LISTINGS_ONLY) await oneAtATime(stack.config, api);
    const base = rows[0].requestsPerSecond;
    for (const row of rows.slice(1))
      console.log(`${row.name.padEnd(30)} ratio ${(row.requestsPerSecond / base).toFixed(2)}`);
    if (ROUNDS > 1) {
      // Each round against the mean of the baselines run just before and after it.
      const baselines = rows
        .filter((row) => row.name.startsWith('baseline'))
        .map((row) => row.requestsPerSecond);
      rows
        .filter((row) => row.name === 'cold: filtered listings')
        .slice(-ROUNDS)
        .forEach((row, round) => {
          const around =
            (baselines[baselines.length - ROUNDS - 1 + round] +
              baselines[baselines.length - ROUNDS + round]) /
            2;
          console.log(
            `round ${round + 1}: ratio ${(row.requestsPerSecond / around).toFixed(3)} to the baselines around it`,
          );
        });
    }
  } finally {
    baseline.child.kill();
    await stack.dispose();
  }
}

/** For each sort, pages' `nextCursor`s from all over the listing, as a shopper scrolling would send. */
async function cursorsOfEachSort(api: string, products: number): Promise<Record<ProductSort, string[]>> {
  const cursors = {} as Record<ProductSort, string[]>;
  for (const sort of PRODUCT_SORTS) {
    cursors[sort] = [];
    for (let n = 0; n < 40; n++) {
      const page = 1 + Math.floor((n / 40) * (products - 1));
      const answer = await fetch(`${api}/products/get-all?sort=${sort}&limit=1&page=${page}`);
      cursors[sort].push(((await answer.json()) as { nextCursor: string }).nextCursor);
    }
  }
  return cursors;
}

interface Samples {
  names: string[];
  ids: string[];
  coldNames: string[];
  coldProducts: string[];
}

/** The full run's other rows: hot and cold lookups, the edge views, paging, the header search. */
async function everyOtherRow(
  api: string,
  { names, ids, coldNames, coldProducts }: Samples,
): Promise<Figures[]> {
  const sources = new Map<string, number>();
  for (const name of coldNames.slice(-50)) {
    const source = (await fetch(`${api}/products/inventory/name/${encodeURIComponent(name)}`)).headers.get(
      'x-cache',
    );
    sources.set(String(source), (sources.get(String(source)) ?? 0) + 1);
  }
  console.log(
    `where 50 cold reads by name were answered from: ${JSON.stringify(Object.fromEntries(sources))}`,
  );
  const rows: Figures[] = [];
  rows.push(
    await run(
      'inventory by name (hot 100)',
      api,
      names.map((n) => `/products/inventory/name/${encodeURIComponent(n)}`),
    ),
  );
  rows.push(await run('get-all page 1', api, ['/products/get-all?page=1&limit=20']));
  rows.push(await run('get-all page 900 (deep)', api, ['/products/get-all?page=900&limit=20']));
  rows.push(
    await run('get-all after cursor (deep)', api, [
      `/products/get-all?limit=20&cursor=${await deepCursor(api)}`,
    ]),
  );
  rows.push(
    await run(
      'inventory by random id (5000)',
      api,
      ids.map((id) => `/products/inventory/${id}`),
    ),
  );
  rows.push(
    await run(
      'cold: inventory by name',
      api,
      coldNames.map((n) => `/products/inventory/name/${encodeURIComponent(n)}`),
    ),
  );
  rows.push(
    await run(
      'cold: product by id',
      api,
      coldProducts.map((id) => `/products/find-one/${id}`),
    ),
  );
  const { sort, limit } = PRODUCT_PAGE_SIBLINGS;
  rows.push(
    await run(
      'cold: product page’s list',
      api,
      coldProducts
        .slice()
        .reverse()
        .map((id) => `/products/inventory?productId=${id}&sort=${sort}&limit=${limit}`),
    ),
  );
  // The shop opens a product (from the search suggestions) at its cheapest inventory in stock: that
  // page is cut from the product page's list.
  rows.push(
    await run(
      'cold: a product’s entry',
      api,
      coldProducts.map((id) => `/products/inventory?productId=${id}&sort=price_asc&limit=50`),
    ),
  );
  // Any other listing is no edge view: the catalog answers it over NATS.
  rows.push(
    await run(
      'cold: other listing (NATS)',
      api,
      coldProducts.slice(coldProducts.length / 2).map((id) => `/products/inventory?productId=${id}&limit=20`),
    ),
  );
  rows.push(
    await run('header search (Persian)', api, [`/search/header-search?q=${encodeURIComponent('مخمل نرم')}`]),
  );
  return rows;
}

/** Where page 900 starts. */
async function deepCursor(api: string): Promise<string> {
  const page = (await (await fetch(`${api}/products/get-all?page=899&limit=20`)).json()) as {
    nextCursor: string;
  };
  return page.nextCursor;
}

async function oneAtATime(config: { natsUrl: string; natsPrefix: string }, api: string): Promise<void> {
  console.log('\nOne request at a time straight to the catalog over NATS (no edge cache), mean of 50:');
  const services = await ServiceClient.connect(config.natsUrl, config.natsPrefix);
  for (const [label, query] of [
    ['page 1', { page: 1, limit: 20 }],
    ['page 900 (offset)', { page: 900, limit: 20 }],
    ['after cursor at page 899', { limit: 20, cursor: await deepCursor(api) }],
  ] as const) {
    const started = performance.now();
    for (let n = 0; n < 50; n++) await services.request(SUBJECTS.catalog.products.list, { query });
    console.log(`  ${label.padEnd(26)} ${((performance.now() - started) / 50).toFixed(2)} ms`);
  }
  await services.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
