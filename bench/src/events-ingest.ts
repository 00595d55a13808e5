import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { Client } from 'pg';
import { ANALYTICS_LIMITS, type AnalyticsEventInput } from '@ela/contracts';
import { databaseUrl, startTestStack } from '@ela/stack';
import { BENCH_PROCESSES } from './bench-processes';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const BATCH = ANALYTICS_LIMITS.batchSize;
/** The raw baseline sends this many addBulk calls at once. */
const IN_FLIGHT = 8;

/** A browser's batch: page views and product views of one anonymous visitor. */
function batch(): AnalyticsEventInput[] {
  const anonId = randomUUID();
  const productId = randomUUID();
  return Array.from({ length: BATCH }, (_, i) => ({
    eventId: randomUUID(),
    eventType: i % 5 === 0 ? 'product_view' : 'page_view',
    timestamp: new Date().toISOString(),
    client: { anonId, userId: null, userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile' },
    payload: {
      referrer: 'https://www.google.com/',
      source: '/product/%D9%85%D8%AE%D9%85%D9%84',
      ...(i % 5 === 0 ? { productId, inventoryId: randomUUID() } : {}),
    },
    meta: { clientVersion: '1.0.0' },
  })) as AnalyticsEventInput[];
}

/** CPU seconds a process has used so far (Linux). */
function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** addBulk of `jobs`, `size` jobs per call, `IN_FLIGHT` calls at once; answers jobs per second. */
async function rawAddBulk<T>(queue: Queue, jobs: T[], size: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < jobs.length) {
        const chunk = jobs.slice(next, next + size);
        next += size;
        await queue.addBulk(chunk.map((data) => ({ name: 'raw', data, opts: { removeOnComplete: true } })));
      }
    }),
  );
  return jobs.length / ((performance.now() - started) / 1000);
}

/**
 * Browser events through POST /api/events → BullMQ → the worker → PostgreSQL, end to end, next
 * to BullMQ's own addBulk on the same Redis in the same run. The gateway's p99 is measured under
 * that load; the end-to-end rate counts from the first request to the last row stored.
 */
async function main(): Promise<void> {
  const stack = await startTestStack(
    ['analytics-worker', 'gateway'],
    {
      gateway: { EVENTS_RATE_PER_ADDRESS: '1000000000', EVENTS_RATE_PER_CLIENT: '1000000000' },
    },
    BENCH_PROCESSES,
  );
  const redis = new IORedis(stack.config.redisUrl, { maxRetriesPerRequest: null });
  const raw = new Queue(`${stack.config.natsPrefix.replace(/[^\w-]/g, '_')}bench-raw`, { connection: redis });
  const db = new Client({
    connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_analytics`),
  });
  await db.connect();
  try {
    const batches = Array.from({ length: Math.ceil(EVENTS / BATCH) }, batch);
    const total = batches.length * BATCH;

    const perEvent = await rawAddBulk(raw, batches.flat(), BATCH);
    await raw.obliterate({ force: true });
    const perBatch = (await rawAddBulk(raw, batches, BATCH)) * BATCH;
    await raw.obliterate({ force: true });

    const bodies = batches.map((events) => JSON.stringify({ events }));
    // Our own processes' CPU, which other work on the machine does not inflate (Redis and
    // PostgreSQL may be shared, so theirs is not counted).
    const pids = {
      gateway: stack.apps.get('gateway')?.child.pid,
      worker: stack.apps.get('analytics-worker')?.child.pid,
    };
    const cpuBefore = { gateway: cpuSeconds(pids.gateway), worker: cpuSeconds(pids.worker) };
    let sent = 0;
    const started = performance.now();
    const http = await autocannon({
      url: `${stack.urls.api}/api/events`,
      connections: CONNECTIONS,
      amount: bodies.length,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: bodies[sent++ % bodies.length] }),
        },
      ],
    });
    const accepted = performance.now();
    let stored = 0;
    while (stored < total) {
      stored = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM analytics_event')).rows[0].n);
      if (stored < total) await sleep(100);
      if (performance.now() - accepted > 300_000)
        throw new Error(`only ${stored} of ${total} rows after 5 min`);
    }
    const done = performance.now();
    const cpuPer1000 = (name: keyof typeof pids) =>
      ((cpuSeconds(pids[name]) - cpuBefore[name]) / total) * 1e6;
    const endToEnd = total / ((done - started) / 1000);
    const intake = total / ((accepted - started) / 1000);

    const row = (name: string, perSecond: number) =>
      `${name.padEnd(52)} ${String(Math.round(perSecond)).padStart(9)} events/s`;
    console.log(
      [
        `${total} events in batches of ${BATCH}, ${CONNECTIONS} connections`,
        row('raw BullMQ addBulk, a job per event (baseline)', perEvent),
        row('raw BullMQ addBulk, a job per batch of 25', perBatch),
        row('POST /api/events answered 202 (in the queue)', intake),
        row('end to end: HTTP → BullMQ → worker → PostgreSQL', endToEnd),
        '',
        `end to end ÷ raw per event: ${(endToEnd / perEvent).toFixed(2)}; ÷ raw per batch: ${(endToEnd / perBatch).toFixed(2)}`,
        `POST /api/events under that load: p50 ${http.latency.p50} ms, p90 ${http.latency.p90} ms, ` +
          `p99 ${http.latency.p99} ms, max ${http.latency.max} ms; ` +
          `${http.non2xx} non-2xx, ${http.errors} errors; rows stored ${stored}`,
        `CPU per 1,000 events: gateway ${cpuPer1000('gateway').toFixed(0)} ms, worker ${cpuPer1000('worker').toFixed(0)} ms ` +
          `(load average at the end ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} on ${cpus().length} cores)`,
      ].join('\n'),
    );
  } finally {
    await db.end();
    await raw.obliterate({ force: true }).catch(() => undefined);
    await raw.close();
    redis.disconnect();
    await stack.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
