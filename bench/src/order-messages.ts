import { startTestStack } from '@ela/stack';
import { ORDER_PATH_APPS, oneOrder } from './one-order';
import { BENCH_PROCESSES } from './bench-processes';

/**
 * The NATS messages one warm `POST /order` causes, by subject (requests, replies, events,
 * JetStream's own acks and pulls): the stack runs on a NATS without users, watched by a
 * subscriber to everything while one order is placed after a few.
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
    const seen: string[] = [];
    const sub = nc.subscribe('>', { callback: (_e, m) => void seen.push(m.subject) });
    await nc.flush();
    await ordering.refill();
    await new Promise((r) => setTimeout(r, 1500));
    const from = seen.length;
    await order();
    sub.unsubscribe();
    await nc.close();
    const counts = new Map<string, number>();
    for (const s of seen.slice(from)) {
      const shape = s
        .replace(stack.config.natsPrefix, '')
        .replace(/_INBOX\.[^ ]*/, '_INBOX.*')
        .replace(/\$JS\.ACK\..*/, '$JS.ACK.*');
      counts.set(shape, (counts.get(shape) ?? 0) + 1);
    }
    for (const [subject, n] of [...counts].sort((a, b) => b[1] - a[1]))
      console.log(`${String(n).padStart(4)}  ${subject}`);
    console.log(`\ntotal: ${seen.length - from} messages`);
  } finally {
    await stack.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
