import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Pool } from 'undici';
import { PrivateNatsServer, stackConfigFromEnv } from '@ela/stack';
import { OrderFigures } from './order-figures';
import { orderFloor } from './order-floor';
import { CpuMeter, perOperation } from './process-cpu';
import { startChild } from './child-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
/** Those asked start before those that ask them: the front asks orders, orders asks the rest. */
const ROLES = ['payments', 'auth', 'catalog', 'orders', 'front'] as const;

/**
 * What the order path's shape costs before it does any work: an HTTP front and four NestJS
 * services in processes of their own, making the five NATS requests one order makes (front →
 * orders; orders → catalog prices and auth address side by side, → catalog stock, → payments),
 * each answered at once from memory (`hop-skeleton.ts`). Next to the floor of `order-floor.ts` in
 * the same run: the share of the floor the shop's order path could reach if its work cost nothing.
 */
async function main(): Promise<void> {
  const config = stackConfigFromEnv(join(__dirname, '../..'));
  const floor = await orderFloor(config.postgresUrl, `ela_bench_hops_floor_${process.pid}`, {
    seconds: SECONDS,
    customers: CUSTOMERS,
  });
  console.log(`the floor (one PostgreSQL transaction per order), ${SECONDS} s: ${floor.summary(SECONDS)}`);

  const nats = await PrivateNatsServer.start();
  const children: ChildProcess[] = [];
  try {
    let front = '';
    for (const role of ROLES) {
      const { url, child } = await startChild('hop-skeleton.js', [role, nats.url]);
      children.push(child);
      if (role === 'front') front = url;
    }
    const api = new Pool(front, { connections: CUSTOMERS });
    const place = async () => {
      const res = await api.request({
        method: 'POST',
        path: '/order',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ addressId: '00000000-0000-4000-8000-000000000003', gateway: 'MockTest' }),
      });
      await res.body.dump();
      return res.statusCode;
    };
    // Warm every process's code before the timed run.
    for (let i = 0; i < 2_000; i++) await place();

    const figures = new OrderFigures();
    const cpu = new CpuMeter();
    cpu.start();
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CUSTOMERS }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          figures.add(started, await place());
        }
      }),
    );
    console.log(
      `\nthe order path's skeleton, closed loop, ${CUSTOMERS} customers, ${SECONDS} s: ${figures.summary(SECONDS)}`,
    );
    console.log(`the skeleton to the floor: ${(figures.count / floor.count).toFixed(3)}×`);
    console.log(`CPU per order by process, ms: ${perOperation(cpu.stop(), figures.count)}`);
    await api.close();
  } finally {
    for (const child of children) child.kill();
    await nats.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
