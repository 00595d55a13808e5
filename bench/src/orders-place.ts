import {
  ServiceClient,
  adminApi,
  customerApi,
  makeCategory,
  makeInventory,
  makeProduct,
  tag,
} from '@ela/stack';
import { startTestStack, type ApiClient } from '@ela/stack';
import { seedOrders } from '@ela/tools/seed-orders';
import { measure, table } from './measure';
import { startChild } from './child-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);

/**
 * POST /order with 50 customers placing orders at once, each refilling their basket between
 * orders (not timed), through gateway → orders → catalog (prices, stock) and auth (address),
 * next to NestJS+Fastify answering a fixed JSON in the same run on the same cores.
 */
async function main(): Promise<void> {
  const baseline = await startChild('baseline-nest.js');
  const stack = await startTestStack(['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'], {
    auth: { OTP_IP_HOURLY_LIMIT: '100000', LOGIN_IP_HOURLY_LIMIT: '100000' },
  });
  try {
    const admin = await adminApi(stack);
    const t = tag();
    const categoryId = (await makeCategory(admin, `پارچه ${t}`)).id;
    const productId = (await makeProduct(admin, { name: `مخمل ${t}`, categoryId, unitType: 'meter' })).id;
    const inventory = await makeInventory(admin, {
      productId,
      name: `مخمل ${t}`,
      price: 500_000,
      stock: 10_000_000,
    });
    const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
    await seedOrders(services);
    await services.close();

    const buyers = await Promise.all(Array.from({ length: CUSTOMERS }, () => buyer(stack)));
    const rows = [await measure('baseline nest+fastify fixed', baseline.url, 10, ['/fixed'])];
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      buyers.map(async (b) => {
        while (Date.now() < until) {
          await b.api.call('POST', '/basket/create', { lines: [{ inventoryId: inventory.id, quantity: 1 }] });
          const started = performance.now();
          const res = await b.api.call('POST', '/order', {
            addressId: b.addressId,
            shippingMethod: 'Post',
            gateway: 'MockTest',
          });
          latencies.push(performance.now() - started);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
    console.log(table(rows));
    console.log(
      `\nPOST /order, ${CUSTOMERS} customers for ${SECONDS} s: ${latencies.length} orders, ` +
        `${(latencies.length / SECONDS).toFixed(1)} orders/s (basket refills take the rest of the time); ` +
        `p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms; statuses ${JSON.stringify(statuses)}`,
    );
  } finally {
    baseline.child.kill();
    await stack.dispose();
  }
}

async function buyer(
  stack: Awaited<ReturnType<typeof startTestStack>>,
): Promise<{ api: ApiClient; addressId: string }> {
  const api = await customerApi(stack);
  const address = await api.call<{ id: string }>('POST', '/address', {
    title: 'خانه',
    receiverName: 'مشتری محک',
    receiverPhone: '09121234567',
    provinceId: 7,
    cityId: 7013,
    street: 'خیابان آزادی، کوچهٔ یکم',
    postalCode: '1234567890',
  });
  return { api, addressId: address.body.id };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
