import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import type { Client } from 'pg';
import { analyticsQueueName } from '@ela/contracts';
import { startTestStack } from '@ela/stack';
import { pageViewBatches } from './event-fixtures';
import { analyticsDb, eventually } from './analytics-db';

/**
 * 100,000 events through HTTP → BullMQ → PostgreSQL while the worker is killed with SIGKILL
 * twice, each time with jobs in hand: exactly 100,000 rows at the end, none lost, none twice.
 */
const EVENTS = 100_000;
const SENDERS = 32;
/** Jobs of a dead worker go back to the queue after about this long. */
const LOCK_MS = 2_000;

jest.setTimeout(180_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let db: Client;

beforeAll(async () => {
  stack = await startTestStack(
    ['analytics-worker', 'gateway'],
    {
      gateway: { EVENTS_RATE_PER_ADDRESS: '100000000', EVENTS_RATE_PER_CLIENT: '100000000' },
      // Small writes, so that many jobs are in hand whenever the worker dies.
      'analytics-worker': { ANALYTICS_WORKER_LOCK_MS: String(LOCK_MS), ANALYTICS_WRITE_BATCH: '500' },
    },
    { ownProcess: ['analytics-worker'] },
  );
  db = await analyticsDb(stack);
});
afterAll(async () => {
  await db?.end();
  await stack?.dispose();
});

const rows = async () =>
  Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM analytics_event')).rows[0].n);

/** Kills the worker with SIGKILL once it has jobs in hand, then starts a new one. */
async function killWorker(queue: Queue): Promise<number> {
  await eventually(
    () => queue.getActiveCount(),
    (n) => n > 0,
    30_000,
  );
  const inHand = await queue.getActiveCount();
  await stack.apps.get('analytics-worker')!.kill();
  await stack.start('analytics-worker');
  return inHand;
}

it('stores exactly 100,000 events with the worker killed twice along the way', async () => {
  const batches = pageViewBatches(EVENTS);
  const redis = new IORedis(stack.config.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(analyticsQueueName(stack.config.natsPrefix), { connection: redis });
  const started = Date.now();
  let next = 0;
  let accepted = 0;
  const send = async () => {
    while (next < batches.length) {
      const batch = batches[next++];
      const res = await fetch(`${stack.urls.api}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events: batch }),
      });
      if (res.status !== 202) throw new Error(`batch refused: ${res.status} ${await res.text()}`);
      accepted += batch.length;
    }
  };
  try {
    const sending = Promise.all(Array.from({ length: SENDERS }, send));
    await eventually(
      () => Promise.resolve(accepted),
      (n) => n >= EVENTS * 0.3,
      60_000,
    );
    const firstKill = await killWorker(queue);
    await eventually(
      () => Promise.resolve(accepted),
      (n) => n >= EVENTS * 0.7,
      60_000,
    );
    const secondKill = await killWorker(queue);
    await sending;
    expect(accepted).toBe(EVENTS);

    await eventually(rows, (n) => n >= EVENTS, 120_000);
    // Whatever a dead worker held has come back by now; nothing more may arrive.
    await sleep(LOCK_MS * 2);
    expect(await rows()).toBe(EVENTS);
    const { rows: distinct } = await db.query<{ n: string }>(
      'SELECT count(DISTINCT event_id) AS n FROM analytics_event',
    );
    expect(Number(distinct[0].n)).toBe(EVENTS);
    expect(await queue.getJobCounts('waiting', 'active', 'delayed', 'failed')).toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
      failed: 0,
    });
    process.stdout.write(
      `worker-kill: ${EVENTS} events in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `the worker died holding ${firstKill} and ${secondKill} jobs\n`,
    );
  } finally {
    await queue.close();
    redis.disconnect();
  }
});
