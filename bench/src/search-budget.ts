import { fork } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { databaseUrl, startTestStack } from '@ela/stack';
import { seedLarge } from '@ela/tools/seed-large';
import { startChild } from './child-server';
import { settleCatalog } from './settle-catalog';
import { BENCH_PROCESSES } from './bench-processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 200;
/** 20,000 products (100,000 inventories) as `npm run seed:large`; fewer for a quick look. */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
/**
 * Searches the gateway gave up on (504) may still be queued at the catalog: the next run starts
 * once a search is quick again, so it does not pay for the last one's backlog.
 */
async function settled(api: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const started = performance.now();
    await fetch(`${api}/search/header-search?q=settled${i}`, { headers: { 'x-forwarded-for': '192.0.2.1' } });
    if (performance.now() - started < 200) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The deployed defaults of the gateway's read budgets (gateway/src/config.ts). */
const DEPLOYED = {
  READ_BUDGET_PER_ADDRESS: '200',
  SEARCH_BUDGET_PER_ADDRESS: '30',
  READ_BUDGET_WINDOW_SECONDS: '10',
};
const SCRIPT = '198.51.100.7';
const PERSON = '203.0.113.9';

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  ok: number;
  throttled: number;
  other: number;
  /** Every status seen, and requests that got no answer in autocannon's 10 s. */
  statuses: string;
}

/**
 * 200 connections of heavy header searches for 15 s (the first two words of inventory names, at
 * 20 page sizes: on the large seed 56 texts, each matching about 1,800 inventories, and 1,120
 * addresses, each answered by the edge cache only after its first miss), while a person searches
 * twice a second from an address and a process of their own, on a gateway with the deployed
 * budgets. First the script sends each request from a new address, so no budget is reached (as
 * before the budgets), then all from one. The gateway trusts this machine as its proxy, so X-Forwarded-For names each
 * request's address. A NestJS+Fastify app answering fixed JSON to as many connections, in the
 * same run on the same cores, is the baseline.
 */
async function main(): Promise<void> {
  const baseline = await startChild('baseline-nest.js');
  const stack = await startTestStack(
    ['catalog', 'gateway'],
    {
      gateway: { TRUST_PROXY: '127.0.0.1,::1', ...DEPLOYED },
    },
    BENCH_PROCESSES,
  );
  const catalogDb = databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_catalog`);
  try {
    console.log(`seeding ${PRODUCTS * 5} inventories…`);
    await seedLarge(catalogDb, PRODUCTS);
    const db = new Client({ connectionString: catalogDb });
    await db.connect();
    // Seeded behind the service's back: its read model takes them in when it starts again.
    await settleCatalog(stack, db);
    const words = (await db.query('SELECT name FROM inventory ORDER BY random() LIMIT 20000')).rows.map((r) =>
      String(r.name).split(' ').slice(0, 2).join(' '),
    );
    await db.end();

    await settled(stack.urls.api);
    const rows: Row[] = [];
    rows.push({
      ...(await run(
        baseline.url,
        () => SCRIPT,
        CONNECTIONS,
        () => '/fixed',
      )),
      name: 'baseline',
    });
    let n = 0;
    const search = () => searchPath(words, n++);
    // Before: the same script from a new address each request, so no address reaches its budget.
    let spread = 0;
    const anywhere = () => `198.18.${(++spread >> 8) & 255}.${spread & 255}`;
    for (const [label, from] of [
      ['with budgets', () => SCRIPT],
      ['as without budgets', anywhere],
    ] as const) {
      const [script, person] = await Promise.all([
        run(stack.urls.api, from, CONNECTIONS, search),
        personElsewhere(stack.urls.api, words),
      ]);
      rows.push({ ...script, name: `${label}: script` }, { ...person, name: `${label}: person` });
      console.log(table(rows.slice(-2)));
      await settled(stack.urls.api);
    }
    console.log(table(rows));
  } finally {
    baseline.child.kill();
    await stack.dispose();
  }
}

/** A header search of the bench's texts: the n-th text, at one of 20 page sizes. */
function searchPath(words: string[], n: number): string {
  return `/search/header-search?q=${encodeURIComponent(words[n % words.length])}&limit=${1 + (n % 20)}`;
}

/**
 * The person searches twice a second from a process of their own. Beside the script's 200
 * connections in one process, their answers waited behind the script's in the bench's own event
 * loop, and the figure was the bench's queue more than the shop's. They ask the texts from the
 * middle of the list on, where the script is not at that moment.
 */
function personElsewhere(url: string, words: string[]): Promise<Row> {
  const child = fork(__filename, ['person'], { stdio: 'inherit' });
  child.send({ url, words });
  return new Promise((resolve, reject) => {
    child.once('message', (row) => resolve(row as Row));
    child.once('exit', (code) => reject(new Error(`the person's process ended (${code}) without a figure`)));
  });
}

async function searchAsPerson(): Promise<void> {
  const [{ url, words }] = (await once(process, 'message')) as [{ url: string; words: string[] }];
  let n = Math.floor(words.length / 2);
  const row = await run(
    url,
    () => PERSON,
    1,
    () => searchPath(words, n++),
    2,
  );
  process.send!(row, () => process.exit(0));
}

async function run(
  url: string,
  address: () => string,
  connections: number,
  path: () => string,
  overallRate?: number,
): Promise<Row> {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    ...(overallRate && { overallRate }),
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          path: path(),
          headers: { ...req.headers, 'x-forwarded-for': address() },
        }),
      },
    ],
  });
  const count = (code: string) =>
    (result.statusCodeStats as Record<string, { count: number } | undefined>)[code]?.count ?? 0;
  const all = Object.values(result.statusCodeStats as Record<string, { count: number }>).reduce(
    (sum, s) => sum + s.count,
    0,
  );
  return {
    name: '',
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: count('200'),
    throttled: count('429'),
    other: all - count('200') - count('429') + result.errors,
    statuses: `${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats as Record<string, { count: number }>).map(([k, v]) => [k, v.count])))} timeouts ${result.timeouts}`,
  };
}

function table(rows: Row[]): string {
  const head =
    'name                                   req/s    p50 ms   p99 ms   max ms      200      429   other';
  return [
    head,
    ...rows.map(
      (r) =>
        `${r.name.padEnd(36)} ${String(r.requestsPerSecond).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.max).padStart(8)} ${String(r.ok).padStart(8)} ${String(r.throttled).padStart(8)} ${String(r.other).padStart(7)}  ${r.statuses}`,
    ),
  ].join('\n');
}

(process.argv[2] === 'person' ? searchAsPerson() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
