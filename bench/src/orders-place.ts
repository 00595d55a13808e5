import { Client } from 'pg';
import { Pool } from 'undici';
import { ApiClient, freshPhone, startTestStack, TEST_ADDRESS, type TestStack } from '@ela/stack';
import { orderableInventory } from './orderable-inventory';
import { measure, table } from './measure';
import { median } from './median';
import { startChild } from './child-server';
import { orderFloor } from './order-floor';
import { OrderFigures } from './order-figures';
import { CpuMeter, perOperation, summed } from './process-cpu';
import { BENCH_PROCESSES } from './bench-processes';
import { eachCustomerUntil, postAs } from './customer-loop';
import { inTurns, ordersAlone } from './orders-alone';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 10);
const RATES = (process.env.BENCH_RATES ?? '25,50,75,100').split(',').map(Number);
/** Orders placed, and floor orders made, before anything is measured; 0 to measure cold. */
/** How many inventories the customers share (one, the hottest case, unless set). */
const INVENTORIES = Number(process.env.BENCH_INVENTORIES ?? 1);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
/** Turns of the floor, the closed loop and `POST /order` alone, each `BENCH_SECONDS` long. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Customers whose baskets are filled before `POST /order` is measured alone. */
const BASKETS = Number(process.env.BENCH_BASKETS ?? 1000);

type Buyer = { token: string; addressId: string };

/**
 * POST /order with 50 customers, each refilling their basket between orders (not timed),
 * through gateway → orders → catalog (prices, stock) and auth (address), next to
 * NestJS+Fastify answering a fixed JSON in the same run on the same cores. Two shapes of load:
 * closed (every customer orders again at once: what the stack can take at most; also measured with
 * the baskets filled beforehand, so only orders share the cores) and open (orders arrive at a
 * steady rate, as customers do: the latency a customer sees at that rate).
 */
async function main(): Promise<void> {
  const baseline = await startChild('baseline-nest.js');
  const stack = await startTestStack(
    ['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'],
    {
      auth: { OTP_IP_HOURLY_LIMIT: '100000', LOGIN_IP_HOURLY_LIMIT: '100000' },
    },
    BENCH_PROCESSES,
  );
  // The load's own client shares the cores with the stack: undici's pool costs this process less
  // CPU per order than fetch did, and the tests check the API's answers.
  const api = new Pool(stack.urls.api, { connections: CUSTOMERS });
  try {
    const inventories: string[] = [];
    for (let i = 0; i < INVENTORIES; i++) inventories.push((await orderableInventory(stack, 10_000_000)).id);

    const buyers = await Promise.all(Array.from({ length: CUSTOMERS }, () => buyer(stack)));
    const pool: Buyer[] = [];
    await inTurns(Array.from({ length: BASKETS }), CUSTOMERS, async () => void pool.push(await buyer(stack)));
    const inventoryOf = new Map([...buyers, ...pool].map((b, i) => [b, inventories[i % INVENTORIES]]));
    const order = placing(api, (b) => inventoryOf.get(b)!);
    const floorAt = (seconds: number) =>
      orderFloor(stack.config.postgresUrl, `${stack.config.dbPrefix}_order_floor`, {
        seconds,
        customers: CUSTOMERS,
      });
    if (WARMUP_SECONDS > 0) {
      // A shop's processes have run for a while: V8 has compiled the hot code, each pooled
      // connection has prepared its statements. A stack started a minute ago has not.
      const warm = await closedLoop(buyers, order, WARMUP_SECONDS);
      const floorWarmup = Math.min(WARMUP_SECONDS, 5);
      await floorAt(floorWarmup);
      console.log(
        `warming up (not counted): ${warm.count} orders in ${WARMUP_SECONDS} s, ` +
          `${(warm.count / WARMUP_SECONDS).toFixed(1)} orders/s; then ${floorWarmup} s of the floor\n`,
      );
    }

    const rows = [await measure('baseline nest+fastify fixed', baseline.url, 10, ['/fixed'])];
    console.log(table(rows));
    const cpu = new CpuMeter();
    const checkpoint = () => checkpointNow(stack.config.postgresUrl);
    // The floor and the closed loop take turns, so a stretch the machine runs slower (other work on
    // shared cores) weighs on both; each round's ratio is printed, and their median is the figure.
    const closed = new OrderFigures();
    const ratios: number[] = [];
    const spentClosed: [string, number][][] = [];
    const alone = {
      figures: new OrderFigures(),
      seconds: 0,
      ratios: [] as number[],
      spent: [] as [string, number][][],
    };
    for (let round = 1; round <= ROUNDS; round++) {
      const of = ROUNDS > 1 ? ` (round ${round} of ${ROUNDS})` : '';
      await checkpoint();
      cpu.start();
      const floor = await floorAt(SECONDS);
      console.log(
        `\nthe floor${of}: one PostgreSQL transaction per order from this process (conditional stock ` +
          `update, order, line, outbox row), ${CUSTOMERS} customers, a pool of 20, one hot inventory, ` +
          `${SECONDS} s: ${floor.summary(SECONDS)}`,
      );
      // Setting up and dropping its database fall in this figure too: a little more than its orders cost.
      console.log(`CPU per order of the floor, ms: ${perOperation(cpu.stop(), floor.count)}`);

      await checkpoint();
      cpu.start();
      const loop = await closedLoop(buyers, order, SECONDS, closed);
      spentClosed.push(cpu.stop());
      ratios.push(loop.count / floor.count);
      console.log(
        `POST /order, closed loop${of}: ${CUSTOMERS} customers${INVENTORIES > 1 ? ` sharing ${INVENTORIES} inventories` : ''} each ordering ` +
          `again as soon as the last answer came (basket refills not timed) for ${SECONDS} s: ` +
          `${loop.summary(SECONDS)}; to this round's floor ${ratios[ratios.length - 1].toFixed(3)}×`,
      );

      await checkpoint();
      const only = await ordersAlone(pool, order, {
        seconds: SECONDS,
        concurrency: CUSTOMERS,
        cpu,
        into: alone.figures,
      });
      alone.seconds += only.seconds;
      alone.spent.push(only.spent);
      alone.ratios.push(only.figures.count / only.seconds / (floor.count / SECONDS));
      console.log(
        `POST /order alone${of}: ${CUSTOMERS} customers at a time, each basket of ${BASKETS} filled before ` +
          `(neither measured nor in the CPU figures): ${only.figures.summary(only.seconds)}; ` +
          `to this round's floor ${alone.ratios[alone.ratios.length - 1].toFixed(3)}×`,
      );
    }
    console.log(
      `\nPOST /order, closed loop, every round: ${closed.summary(SECONDS * ROUNDS)}` +
        `\nPOST /order to the floor: ${median(ratios).toFixed(3)}×` +
        (ROUNDS > 1
          ? ` (the median of ${ROUNDS} rounds: ${ratios.map((r) => r.toFixed(3)).join(', ')})`
          : ''),
    );
    const perOrder = summed(spentClosed);
    console.log(
      `CPU per order by process, ms (a basket refill included; PostgreSQL by database, the rest of it as postgres): ` +
        perOperation(perOrder, closed.count),
    );
    console.log(
      `POST /order alone, every round: ${alone.figures.summary(alone.seconds)}` +
        `\nPOST /order alone to the floor: ${median(alone.ratios).toFixed(3)}× (the median of ` +
        `${ROUNDS} rounds: ${alone.ratios.map((r) => r.toFixed(3)).join(', ')})` +
        `\nCPU per order alone by process, ms: ${perOperation(summed(alone.spent), alone.figures.count)}`,
    );
    await checkpoint();
    const refills = await refillsAlone(buyers, order, cpu);
    console.log(
      `the basket refill alone, the same ${CUSTOMERS} customers in a closed loop for ${SECONDS} s: ` +
        `${(refills.count / SECONDS).toFixed(1)} refills/s, statuses ${JSON.stringify(refills.statuses)}; CPU per refill, ms: ${perOperation(refills.spent, refills.count)}`,
    );
    console.log(
      `so POST /order itself, ms of CPU: ${(
        total(perOrder) / closed.count -
        total(refills.spent) / refills.count
      ).toFixed(2)} of ${(total(perOrder) / closed.count).toFixed(2)}`,
    );

    console.log(
      `\nPOST /order, open loop: orders arrive at a steady rate, shared by ${CUSTOMERS} customers;`,
    );
    console.log('latency counts from when an order was due, so a queue of waiting customers shows:');
    for (const rate of RATES) {
      await checkpoint();
      cpu.start();
      const { figures, seconds } = await openLoop(buyers, order, rate);
      console.log(
        `  ${String(rate).padStart(4)} orders/s offered for ${OPEN_SECONDS} s, done in ${seconds.toFixed(1)} s: ${figures.summary(seconds)}`,
      );
      console.log(`       CPU per order, ms: ${perOperation(cpu.stop(), figures.count)}`);
    }
  } finally {
    await api.close();
    baseline.child.kill();
    await stack.dispose();
  }
}

function placing(api: Pool, inventoryOf: (b: Buyer) => string) {
  return {
    refill: (b: Buyer) =>
      postAs(api, b.token, '/basket/create', { lines: [{ inventoryId: inventoryOf(b), quantity: 1 }] }),
    place: (b: Buyer) =>
      postAs(api, b.token, '/order', { addressId: b.addressId, shippingMethod: 'Post', gateway: 'MockTest' }),
  };
}

/** Every customer orders again as soon as the last answer came, refilling the basket first (not timed). */
async function closedLoop(
  buyers: Buyer[],
  order: ReturnType<typeof placing>,
  seconds: number,
  into?: OrderFigures,
): Promise<OrderFigures> {
  const figures = new OrderFigures();
  await eachCustomerUntil(buyers, seconds, async (b) => {
    await order.refill(b);
    const started = performance.now();
    const status = await order.place(b);
    figures.add(started, status);
    into?.add(started, status);
  });
  return figures;
}

/**
 * What the closed loop's untimed refills cost: each customer only refills, as fast as answered,
 * so the order's own CPU is the closed loop's figure less this one.
 */
async function refillsAlone(
  buyers: Buyer[],
  order: ReturnType<typeof placing>,
  cpu: CpuMeter,
): Promise<{ count: number; statuses: Record<number, number>; spent: [string, number][] }> {
  let count = 0;
  const statuses: Record<number, number> = {};
  cpu.start();
  await eachCustomerUntil(buyers, SECONDS, async (b) => {
    const status = await order.refill(b);
    statuses[status] = (statuses[status] ?? 0) + 1;
    count++;
  });
  return { count, statuses, spent: cpu.stop() };
}

/**
 * PostgreSQL writes its dirty pages out at a checkpoint, every five minutes or when enough WAL has
 * grown: one that falls inside a measured stretch adds seconds of the server's CPU to it (an open
 * loop at 50 orders/s once counted 24.5 ms of PostgreSQL an order, against 5.2 at 100/s in the same
 * run). Each stretch starts just after one, so runs compare. Needs a superuser or `pg_checkpoint`.
 */
async function checkpointNow(url: string): Promise<void> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('CHECKPOINT');
  } finally {
    await db.end();
  }
}

const total = (spent: [string, number][]) => spent.reduce((sum, [, ms]) => sum + ms, 0);

/**
 * Orders fall due every 1000/rate ms; each goes to a customer whose basket is ready, waiting
 * for one when all are busy. Counting from the due time keeps a backlog in the figures.
 */
async function openLoop(
  buyers: Buyer[],
  order: ReturnType<typeof placing>,
  rate: number,
): Promise<{ figures: OrderFigures; seconds: number }> {
  await Promise.all(buyers.map((b) => order.refill(b)));
  const ready = [...buyers];
  const waiting: ((b: Buyer) => void)[] = [];
  const release = (b: Buyer) => (waiting.length ? waiting.shift()!(b) : ready.push(b));
  const figures = new OrderFigures();
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < rate * OPEN_SECONDS; i++) {
    const due = started + (i * 1000) / rate;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    running.push(
      (async () => {
        const b = ready.pop() ?? (await new Promise<Buyer>((r) => waiting.push(r)));
        figures.add(due, await order.place(b));
        await order.refill(b);
        release(b);
      })(),
    );
  }
  await Promise.all(running);
  return { figures, seconds: (performance.now() - started) / 1000 };
}

async function buyer(stack: TestStack): Promise<Buyer> {
  const api = new ApiClient(stack.urls.api);
  const token = (await api.login('user', freshPhone(), stack.config.smsOutboxFile)).access_token;
  const address = await api.as(token).call<{ id: string }>('POST', '/address', {
    ...TEST_ADDRESS,
    receiverName: 'مشتری محک',
  });
  return { token, addressId: address.body.id };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
