import { Writable } from 'node:stream';
import IORedis from 'ioredis';
import { ROUTES, type Caller, type RouteDef } from '@ela/contracts';
import { budgetDecisions, createLogger } from '@ela/service-kit';
import { ReadBudgets } from './read-budgets';

const row = (path: string) =>
  (ROUTES as readonly RouteDef[]).find((r) => r.method === 'GET' && r.path === path)!;
const settings = {
  reads: 1,
  searches: 1,
  windowSeconds: 10,
  prefix: 'spec.',
  exempt: ['10.9.0.0/16', '::1'],
};
const nobody = () => Promise.resolve<Caller | null>(null);

/** A Redis that never connects: a budget must let reads through then, and say so once. */
function withRedisAway() {
  const redis = new IORedis('redis://127.0.0.1:1', { lazyConnect: true });
  const lines: string[] = [];
  const logger = createLogger(
    'gateway',
    'warn',
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { budgets: new ReadBudgets(redis, settings, logger), lines, redis };
}

const unavailable = async () =>
  (await budgetDecisions.get()).values.find(
    (v) => v.labels.budget === 'reads' && v.labels.outcome === 'unavailable',
  )?.value ?? 0;

describe('ReadBudgets', () => {
  it('let public reads through while Redis is away, with one log line and a count each', async () => {
    const { budgets, lines, redis } = withRedisAway();
    const before = await unavailable();
    for (let i = 0; i < 3; i++)
      expect(await budgets.spend(row('/categories'), {}, '203.0.113.7', nobody)).toBeNull();
    expect(await unavailable()).toBe(before + 3);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('read budgets unavailable');
    redis.disconnect();
  });

  it('spend nothing for writes, logged-in reads, exempt addresses or admins', async () => {
    const { budgets, lines, redis } = withRedisAway();
    const before = await unavailable();
    const admin = () => Promise.resolve<Caller | null>({ id: 'a', role: 'admin' });
    const orders = (ROUTES as readonly RouteDef[]).find((r) => r.access === 'user' && r.method === 'GET')!;
    expect(await budgets.spend(orders, {}, '203.0.113.7', nobody)).toBeNull();
    expect(await budgets.spend(row('/categories'), {}, '10.9.3.4', nobody)).toBeNull();
    expect(await budgets.spend(row('/categories'), {}, '::1', nobody)).toBeNull();
    expect(await budgets.spend(row('/categories'), {}, '203.0.113.7', admin)).toBeNull();
    // None of them reached for Redis.
    expect(await unavailable()).toBe(before);
    expect(lines).toHaveLength(0);
    redis.disconnect();
  });
});
