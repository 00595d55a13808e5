import { Pool } from 'undici';
import { ApiClient, freshPhone, startTestStack } from '@ela/stack';
import { orderableInventory } from './orderable-inventory';
import { CpuMeter, perOperation } from './process-cpu';
import { BENCH_PROCESSES } from './bench-processes';
import { eachCustomerUntil, postAs } from './customer-loop';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/**
 * `POST /basket/create` (a replace of one line), the shop's most frequent write: 50 logged-in
 * customers each send the next change as soon as the last was answered, through the gateway to
 * orders and the catalog's prices. Prints changes a second and the CPU of every process per
 * change, after 5 s of warm-up. Machines' speed moves between runs: compare builds alternated.
 */
async function main(): Promise<void> {
  const stack = await startTestStack(
    ['auth', 'catalog', 'orders', 'gateway'],
    { auth: { OTP_IP_HOURLY_LIMIT: '100000', LOGIN_IP_HOURLY_LIMIT: '100000' } },
    BENCH_PROCESSES,
  );
  const api = new Pool(stack.urls.api, { connections: CUSTOMERS });
  try {
    const inventory = await orderableInventory(stack, 1_000_000);
    const tokens: string[] = [];
    for (let i = 0; i < CUSTOMERS; i++)
      tokens.push(
        (await new ApiClient(stack.urls.api).login('user', freshPhone(), stack.config.smsOutboxFile))
          .access_token,
      );
    const body = { lines: [{ inventoryId: inventory.id, quantity: 1 }] };
    const changes = async (seconds: number) => {
      let count = 0;
      await eachCustomerUntil(tokens, seconds, async (token) => {
        const status = await postAs(api, token, '/basket/create', body);
        if (status !== 200) throw new Error(`POST /basket/create answered ${status}`);
        count++;
      });
      return count;
    };
    await changes(5);
    for (let round = 1; round <= ROUNDS; round++) {
      const cpu = new CpuMeter();
      cpu.start();
      const count = await changes(SECONDS);
      console.log(
        `round ${round}: ${(count / SECONDS).toFixed(0)} basket changes/s, ${CUSTOMERS} customers; ` +
          `CPU per change, µs: ${perOperation(cpu.stop(), count, 'µs')}`,
      );
    }
  } finally {
    await api.close();
    await stack.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
