import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  PAYMENTS_EVENTS,
  SUBJECTS,
  type AnalyticsOverview,
  type BlogCategory,
  type Order,
  type PlacedOrder,
} from '@ela/contracts';
import { natsConnection } from '@ela/service-kit';
import {
  GatewaySim,
  adminApi,
  comeBack,
  customerApi,
  makeBlogCategory,
  makeCategory,
  makeInventory,
  makeProduct,
  natsUrlAs,
  startTestStack,
  tag,
  type ApiClient,
  TEST_ADDRESS,
} from '@ela/stack';

jest.setTimeout(180_000);

/**
 * The whole shop on a NATS that checks who connects, with the permissions deployments use
 * (generated from the contracts), as `npm start` and every test stack run it by default: every flow between
 * services still works, and a client that is not who it says, or asks what it may not, is refused.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: ApiClient;
const t = tag();
const prefix = () => stack.config.natsPrefix;
const as = (user: 'gateway' | 'catalog', password?: string) =>
  connect(
    natsConnection(
      natsUrlAs(stack.config.natsUsers!.url, user, password ?? stack.config.natsUsers!.passwords[user]),
      'probe',
    ),
  );

beforeAll(async () => {
  stack = await startTestStack(
    ['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'content', 'analytics', 'gateway'],
    {},
    { natsUsers: true },
  );
  admin = await adminApi(stack);
});
afterAll(() => stack?.dispose());

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

describe('with NATS permissions', () => {
  it('a customer buys and pays: orders asks the catalog, auth and payments, and every event is followed', async () => {
    const categoryId = (await makeCategory(admin, `پارچه ${t}`)).id;
    const productId = (await makeProduct(admin, { name: `مخمل ${t}`, categoryId, unitType: 'meter' })).id;
    const inventory = await makeInventory(admin, { productId, name: `مخمل ${t}`, price: 400_000, stock: 5 });
    const flat = { sameCity: 300_000, sameProvince: 300_000, neighbouringProvince: 300_000, other: 300_000 };
    const post = await admin.call('POST', '/shipping-prices/create', {
      method: 'Post',
      title: 'پست',
      bands: [{ upToGrams: 100_000, price: flat }],
      perKgAboveLast: flat,
    });
    expect(post.status).toBe(201);

    const customer = await customerApi(stack);
    const address = await customer.call<{ id: string }>('POST', '/address', {
      ...TEST_ADDRESS,
      receiverName: 'مشتری',
    });
    await customer.call('POST', '/basket/create', { lines: [{ inventoryId: inventory.id, quantity: 2 }] });
    const placed = await customer.call<PlacedOrder>('POST', '/order', {
      addressId: address.body.id,
      shippingMethod: 'Post',
      gateway: 'MockTest',
    });
    expect(placed.status).toBe(201);
    const reference = new URL(placed.body.payment.url!).pathname.split('/').pop()!;
    const paid = await comeBack(customer, await new GatewaySim(stack.urls.gatewaySim).act(reference, 'pay'));
    expect(paid.body).toMatchObject({ status: 'Success' });

    // Orders followed payments' event; the catalog and analytics followed orders'.
    const order = await eventually(
      async () => (await customer.call<Order>('GET', `/order/one/${placed.body.id}`)).body,
      (o) => o.status === 'paid',
    );
    expect(order.status).toBe('paid');
    const day = new Date(Date.now() + 3.5 * 3_600_000).toISOString().slice(0, 10);
    const overview = await eventually(
      async () =>
        (await admin.call<AnalyticsOverview>('GET', `/analytics/overview?from=${day}&to=${day}`)).body,
      (o) => o.orders.paid === 1,
    );
    expect(overview.orders.paid).toBe(1);
    const stock = await customer.call<{ stock: number }>('GET', `/products/inventory/${inventory.id}`);
    expect(stock.body.stock).toBe(3);
  });

  it('the gateway follows content’s events, so a new blog category is not served stale', async () => {
    expect((await admin.call<BlogCategory[]>('GET', '/blog/category/all')).status).toBe(200);
    const made = await makeBlogCategory(admin, `راهنما ${t}`);
    const listed = await eventually(
      async () => (await admin.call<BlogCategory[]>('GET', '/blog/category/all')).body,
      (list) => list.some((c) => c.id === made.id),
    );
    expect(listed.map((c) => c.id)).toContain(made.id);
  });

  it('refuses a wrong password, and a program that gives no user at all', async () => {
    await expect(as('gateway', 'not-the-password')).rejects.toThrow(/Authorization Violation/);
    await expect(connect({ servers: stack.config.natsUsers!.url })).rejects.toThrow(
      /Authorization Violation/,
    );
  });

  it('lets only payments say a payment succeeded: the tools’ user may not', async () => {
    const nc = await stack.connectNats('cli');
    try {
      await expect(
        nc.request(`${prefix()}${PAYMENTS_EVENTS.succeeded.subject}`, '{}', { timeout: 2000 }),
      ).rejects.toThrow(/Permissions Violation for Publish/);
    } finally {
      await nc.close();
    }
  });

  it('lets the gateway send the public rows only: making an admin is refused', async () => {
    const nc: NatsConnection = await as('gateway');
    try {
      await expect(
        nc.request(`${prefix()}${SUBJECTS.auth.admins.ensure}`, '{}', { timeout: 2000 }),
      ).rejects.toThrow(/Permissions Violation for Publish/);
    } finally {
      await nc.close();
    }
  });

  it('lets a service hear only its own subjects and read only its own inbox', async () => {
    const nc = await as('catalog');
    try {
      const orders = nc.subscribe(`${prefix()}${SUBJECTS.orders.orders.findMine}`);
      await expect(orders.closed).resolves.toThrow(/Permissions Violation for Subscription/);
      const inbox = nc.subscribe('_INBOX_gateway.>');
      await expect(inbox.closed).resolves.toThrow(/Permissions Violation for Subscription/);
      const own = nc.subscribe(`${prefix()}${SUBJECTS.catalog.colors.list}`, { queue: 'probe' });
      await nc.flush();
      expect(own.isClosed()).toBe(false);
    } finally {
      await nc.close();
    }
  });
});
