import { customerApi, startTestStack, TEST_ADDRESS } from '@ela/stack';
import { orderableInventory } from './orderable-inventory';
import { BENCH_PROCESSES } from './bench-processes';

/**
 * The NATS messages one warm `POST /order` causes, by subject (requests, replies, events,
 * JetStream's own acks and pulls): the stack runs on a NATS without users, watched by a
 * subscriber to everything while one order is placed after a few.
 */
async function main(): Promise<void> {
  const stack = await startTestStack(
    ['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'],
    {},
    { ...BENCH_PROCESSES, natsUsers: false },
  );
  try {
    const inventory = await orderableInventory(stack, 1000);
    const api = await customerApi(stack);
    const address = await api.call<{ id: string }>('POST', '/address', TEST_ADDRESS);
    const order = async () => {
      await api.call('POST', '/basket/create', { lines: [{ inventoryId: inventory.id, quantity: 1 }] });
      const placed = await api.call('POST', '/order', {
        addressId: address.body.id,
        shippingMethod: 'Post',
        gateway: 'MockTest',
      });
      if (placed.status !== 201) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
      await new Promise((r) => setTimeout(r, 1500));
    };
    for (let i = 0; i < 3; i++) await order();
    const nc = await stack.connectNats();
    const seen: string[] = [];
    const sub = nc.subscribe('>', { callback: (_e, m) => void seen.push(m.subject) });
    await nc.flush();
    await api.call('POST', '/basket/create', { lines: [{ inventoryId: inventory.id, quantity: 1 }] });
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
