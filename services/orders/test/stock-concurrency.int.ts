import { adminApi, startTestStack, type ApiClient } from '@ela/stack';
import { customerWithId, halfMeterFabric, tag } from './orders-fixtures';
import { POST, makeAddress, makePrice } from './shipping-fixtures';
import { StockReader, fillBasket, placeOrder } from './order-fixtures';

jest.setTimeout(240_000);

const CUSTOMERS = 200;
const IN_STOCK = 10;

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: ApiClient;
let stock: StockReader;
const t = tag();

beforeAll(async () => {
  // Two hundred logins from one address: above the per-address hourly limits a real shop keeps.
  // This test is about correctness under contention, not speed (bench/ measures that): on a
  // busy two-core machine 200 placements queue for seconds, so no hop may give up on them.
  stack = await startTestStack(['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'], {
    auth: { OTP_IP_HOURLY_LIMIT: '1000', LOGIN_IP_HOURLY_LIMIT: '1000' },
    gateway: { REQUEST_TIMEOUT_MS: '60000' },
    orders: { CATALOG_TIMEOUT_MS: '30000', AUTH_TIMEOUT_MS: '30000' },
  });
  admin = await adminApi(stack);
  await makePrice(admin, POST);
  stock = await StockReader.of(stack);
});

afterAll(async () => {
  await stock?.close();
  await stack?.dispose();
});

describe('stock never oversells', () => {
  it(`${CUSTOMERS} customers ordering at once for ${IN_STOCK} in stock: exactly ${IN_STOCK} placed`, async () => {
    const { byName } = await halfMeterFabric(admin, t, { last: { price: 10_000, stock: IN_STOCK } });
    const inventoryId = byName.last.id;
    const buyers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async () => {
        const customer = await customerWithId(stack);
        const address = await makeAddress(customer.api, 7, 7013);
        await fillBasket(customer.api, [{ inventoryId, quantity: 1 }]);
        return { api: customer.api, addressId: address.id };
      }),
    );
    const started = Date.now();
    const answers = await Promise.all(
      buyers.map((b) =>
        placeOrder(b.api, { addressId: b.addressId, shippingMethod: 'Post', gateway: 'MockTest' }),
      ),
    );
    const byStatus: Record<string, number> = {};
    for (const a of answers) {
      const key = `${a.status} ${a.body.error ?? ''}`.trim();
      byStatus[key] = (byStatus[key] ?? 0) + 1;
    }
    console.log(`${answers.length} orders in ${Date.now() - started} ms:`, byStatus);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(IN_STOCK);
    // Every other answer is a clear refusal: sold out, as the reservation found it, or as the basket
    // was priced when those placed first had already taken the last (which a busy machine makes likely).
    const soldOut = (a: (typeof answers)[number]) => {
      if (a.body.error === 'CATALOG.OUT_OF_STOCK') return true;
      const { details: lines } = a.body as { details?: { inventoryId: string; stockState: string }[] };
      return (
        a.body.error === 'ORDERS.BASKET_NOT_READY' &&
        lines?.length === 1 &&
        lines[0].inventoryId === inventoryId &&
        lines[0].stockState === 'sold_out'
      );
    };
    expect(answers.filter((a) => a.status !== 201 && !soldOut(a))).toEqual([]);
    expect(await stock.stock(inventoryId)).toBe(0);
  });

  it('one basket sent five times at once is one order', async () => {
    const { byName } = await halfMeterFabric(admin, `${t}-twice`, { plenty: { price: 10_000, stock: 100 } });
    const customer = await customerWithId(stack);
    const address = await makeAddress(customer.api, 7, 7013);
    await fillBasket(customer.api, [{ inventoryId: byName.plenty.id, quantity: 2 }]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(customer.api, { addressId: address.id, shippingMethod: 'Post', gateway: 'MockTest' }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    // The others find the basket already ordered, or (after it closed) an empty one.
    for (const a of answers.filter((a) => a.status !== 201))
      expect(['ORDERS.BASKET_CHANGED', 'ORDERS.BASKET_EMPTY']).toContain(a.body.error);
    // The attempts that lost held stock for a moment; the catalog is told to release it.
    expect(await stock.becomes(byName.plenty.id, 98)).toBe(98);
  });
});
