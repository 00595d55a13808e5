import type { NatsConnection } from '@nats-io/transport-node';
import { startTestStack } from '@ela/stack';
import { ORDER_PATH_APPS, oneOrder } from './one-order';
import { orderableInventory } from './orderable-inventory';
import { BENCH_PROCESSES } from './bench-processes';

/** Customers who order one inventory at the same moment, as on a sale. */
const AT_ONCE = Number(process.env.BENCH_AT_ONCE ?? 50);

/**
 * The NATS messages one warm `POST /order` causes, by subject (requests, replies, events,
 * JetStream's own acks and pulls): the stack runs on a NATS without users, watched by a
 * subscriber to everything while one order is placed after a few. Then the same per order when
 * `BENCH_AT_ONCE` customers order one inventory at once: events that land in one of a relay's
 * batches can go out fewer than one an order.
 */
async function main(): Promise<void> {
  const stack = await startTestStack(ORDER_PATH_APPS, {}, { ...BENCH_PROCESSES, natsUsers: false });
  try {
    const ordering = await oneOrder(stack);
    const order = async () => {
      await ordering.refill();
      await ordering.place();
      await new Promise((r) => setTimeout(r, 1500));
    };
    for (let i = 0; i < 3; i++) await order();
    const nc = await stack.connectNats();
    console.log('one order:');
    const refilled = async () => {
      await ordering.refill();
      await new Promise((r) => setTimeout(r, 1500));
    };
    await watched(nc, stack.config.natsPrefix, 1, refilled, order);

    const inventory = await orderableInventory(stack, 10_000);
    const crowd = await Promise.all(Array.from({ length: AT_ONCE }, () => oneOrder(stack, inventory)));
    const together = async () => {
      await Promise.all(
        crowd.map(async (c) => {
          await c.refill();
          await c.place();
        }),
      );
      await new Promise((r) => setTimeout(r, 1500));
    };
    console.log(`\n${AT_ONCE} customers ordering one inventory at once, per order:`);
    await watched(nc, stack.config.natsPrefix, AT_ONCE, together, together);
    await nc.close();
  } finally {
    await stack.dispose();
  }
}

/** Prints the messages `act` causes by subject, divided by `per`; `before` runs unwatched. */
async function watched(
  nc: NatsConnection,
  prefix: string,
  per: number,
  before: () => Promise<void>,
  act: () => Promise<void>,
): Promise<void> {
  await before();
  const seen: string[] = [];
  const sub = nc.subscribe('>', { callback: (_e, m) => void seen.push(m.subject) });
  await nc.flush();
  await act();
  sub.unsubscribe();
  const counts = new Map<string, number>();
  for (const s of seen) {
    const shape = s
      .replace(prefix, '')
      .replace(/_INBOX\.[^ ]*/, '_INBOX.*')
      .replace(/\$JS\.ACK\..*/, '$JS.ACK.*');
    counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  const shown = (n: number) => (per === 1 ? String(n) : (n / per).toFixed(2)).padStart(6);
  for (const [subject, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${shown(n)}  ${subject}`);
  console.log(`\ntotal: ${shown(seen.length).trim()} messages${per === 1 ? '' : ' an order'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
