import type { Order } from '@ela/contracts';
import { Client } from 'pg';
import { adminApi, databaseUrl, startTestStack, waitUntil, type ApiClient } from '@ela/stack';
import { customerWithId, halfMeterFabric, tag } from './orders-fixtures';
import { fillBasket, orderAsAdmin, placeOrder } from './order-fixtures';
import { POST, makeAddress, makePrice } from './shipping-fixtures';

jest.setTimeout(120_000);

/**
 * An order's address and customer come from the copy orders keeps of what auth answered, until
 * auth announces a change (services/orders/src/auth/customer-copies.ts). Each wait is 10 s: a copy
 * nobody drops is kept for good, so a change that never reached orders fails.
 */
type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let alice: ApiClient;
let aliceId: string;
let bob: ApiClient;
let carol: ApiClient;
let inventoryId: string;
let addressId: string;
const t = tag();
const WAIT_MS = 10_000;

beforeAll(async () => {
  stack = await startTestStack(
    ['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'],
    {},
    {
      ownProcess: ['auth'],
    },
  );
  admin = await adminApi(stack);
  ({ api: alice, id: aliceId } = await customerWithId(stack));
  bob = (await customerWithId(stack)).api;
  carol = (await customerWithId(stack)).api;
  ({
    ids: { fabric: inventoryId },
  } = await halfMeterFabric(admin, t, { fabric: { price: 50_000, stock: 100 } }));
  await makePrice(admin, POST);
  addressId = (await makeAddress(alice, 7, 7013)).id;
});
afterAll(() => stack?.dispose());

async function order(customer: ApiClient, address = addressId) {
  await fillBasket(customer, [{ inventoryId, quantity: 1 }]);
  return placeOrder(customer, { addressId: address, shippingMethod: 'Post', gateway: 'MockTest' });
}

async function placedOrder(customer: ApiClient) {
  const res = await order(customer);
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return orderAsAdmin(admin, res.body.id);
}

/** What orders keeps of a customer, read straight from its database. */
async function copyOf(customerId: string): Promise<{ customer: object | null; addresses: object[] | null }> {
  const db = new Client({
    connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_orders`),
  });
  await db.connect();
  try {
    const { rows } = await db.query('SELECT customer, addresses FROM customer_copy WHERE customer_id = $1', [
      customerId,
    ]);
    return rows[0];
  } finally {
    await db.end();
  }
}

describe("an order's address and customer", () => {
  it('are kept after an order: the phone and the name of the customer, and every address', async () => {
    await placedOrder(alice);
    const kept = await copyOf(aliceId);
    expect(Object.keys(kept.customer ?? {}).sort()).toEqual(['firstName', 'lastName', 'phone']);
    expect(kept.addresses).toEqual([expect.objectContaining({ id: addressId })]);
  });

  it('ship to an address the customer changed, once auth announced the change', async () => {
    expect((await placedOrder(alice)).shipTo).toMatchObject({ street: 'خیابان آزادی، کوچهٔ یکم' });
    const patched = await alice.call('PATCH', `/address/one/${addressId}`, {
      street: 'خیابان انقلاب، کوچهٔ دوم',
    });
    expect(patched.status).toBe(200);
    await waitUntil(
      'an order ships to the changed street',
      async () => (await placedOrder(alice)).shipTo?.street === 'خیابان انقلاب، کوچهٔ دوم',
      WAIT_MS,
    );
  });

  it("carry the customer's changed name, once auth announced the change", async () => {
    expect((await alice.call('PATCH', '/Users', { firstName: `نام${t}` })).status).toBe(200);
    await waitUntil(
      'an order carries the new name',
      async () => (await placedOrder(alice)).customer?.firstName === `نام${t}`,
      WAIT_MS,
    );
  });

  it('refuse an address removed since, once auth announced it', async () => {
    const spare = (await makeAddress(alice, 7, 7013)).id;
    expect((await order(alice, spare)).status).toBe(201);
    expect((await alice.call('DELETE', `/address/one/${spare}`)).status).toBe(200);
    await waitUntil(
      'the removed address is refused',
      async () => (await order(alice, spare)).status === 404,
      WAIT_MS,
    );
  });

  it('come from the copy while auth is away, filled by an order or a shipping quote; without one, auth is waited for', async () => {
    const bobs = (await makeAddress(bob, 7, 7013)).id;
    const carols = (await makeAddress(carol, 7, 7013)).id;
    await placedOrder(alice);
    await fillBasket(carol, [{ inventoryId, quantity: 1 }]);
    expect((await carol.call('GET', `/shipping/calculate-price/${carols}`)).status).toBe(200);
    await stack.stopApp('auth');
    expect((await order(carol, carols)).status).toBe(201);
    const res = await order(alice);
    expect(res.status).toBe(201);
    // The customer's own read: an admin's token needs auth to say the admin is still active.
    const own = await alice.call<Order>('GET', `/order/one/${res.body.id}`);
    expect(own.body.shipTo).toMatchObject({ street: 'خیابان انقلاب، کوچهٔ دوم' });
    expect((await order(bob, bobs)).status).toBe(503);
  });
});
