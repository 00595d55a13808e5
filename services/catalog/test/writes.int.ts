import { randomInt, randomUUID } from 'node:crypto';
import { SUBJECTS, type ApiError, type Color, type Inventory, type Product } from '@ela/contracts';
import { ApiClient, SYSTEM_ADMIN, ServiceClient, adminApi, customerApi, startTestStack } from '@ela/stack';
import { makeCategory, makeInventory, makeProduct, tag } from './catalog-fixtures';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let anyone: ApiClient;
const t = tag();
let categoryId: string;
let product: Product;
const persian = /[\u0600-\u06FF]/;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
  admin = await adminApi(stack);
  anyone = new ApiClient(stack.urls.api);
  categoryId = (await makeCategory(admin, `دسته ${t}`)).id;
  product = await makeProduct(admin, { name: `ململ ${t}`, categoryId });
});
afterAll(() => stack?.dispose());

/** A request straight to the catalog over NATS, past the gateway, with whatever envelope is given. */
async function overNats(
  subject: string,
  envelope: Record<string, unknown>,
): Promise<{ response?: unknown; err?: ApiError }> {
  const nc = await stack.connectNats();
  try {
    const data = { requestId: randomUUID(), token: null, params: {}, query: {}, body: null, ...envelope };
    const packet = JSON.stringify({ pattern: subject, id: data.requestId, data });
    return (await nc.request(`${stack.config.natsPrefix}${subject}`, packet, { timeout: 5000 })).json();
  } finally {
    await nc.close();
  }
}

describe('expected outcomes', () => {
  const expectOutcome = (res: { status: number; body: ApiError }, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(code);
    expect(res.body.message).toMatch(persian);
  };

  it('a colour or design name taken, as people read it, is a 409 with a Persian message', async () => {
    const first = await admin.call<Color>('POST', '/products/colors', {
      name: `سرمه‌ای ${t}`,
      hex: '#1f2a5a',
    });
    expect(first.status).toBe(201);
    expectOutcome(
      await admin.call('POST', '/products/colors', { name: `سرمه ای ${t}`, hex: '#000000' }),
      409,
      'CATALOG.NAME_TAKEN',
    );
    const other = await admin.call<Color>('POST', '/products/colors', { name: `مشکی ${t}`, hex: '#000000' });
    expectOutcome(
      await admin.call('PATCH', `/products/colors/${other.body.id}`, { name: `سرمه‌اي ${t}` }),
      409,
      'CATALOG.NAME_TAKEN',
    );

    expect((await admin.upload('POST', '/products/designs', { name: `گلدار ${t}` })).status).toBe(201);
    expectOutcome(
      await admin.upload('POST', '/products/designs', { name: `گلدار ${t}` }),
      409,
      'CATALOG.NAME_TAKEN',
    );
  });

  it('an inventory name taken is a 409, an unknown colour a 404, a used colour not deleted', async () => {
    const color = (await admin.call<Color>('POST', '/products/colors', { name: `کرم ${t}`, hex: '#e9dcc3' }))
      .body;
    const inventory = await makeInventory(admin, {
      productId: product.id,
      name: `ململ ${t} کرم`,
      price: 100,
      colorId: color.id,
    });
    const body = { productId: product.id, name: inventory.name, price: 10, stock: 1 };
    expectOutcome(await admin.call('POST', '/products/inventory', body), 409, 'CATALOG.NAME_TAKEN');
    const unknown = { ...body, name: `ململ ${t} بی‌رنگ`, colorId: randomUUID() };
    expectOutcome(await admin.call('POST', '/products/inventory', unknown), 404, 'CATALOG.COLOR_NOT_FOUND');
    expectOutcome(await admin.call('DELETE', `/products/colors/${color.id}`), 409, 'CATALOG.IN_USE');
    expectOutcome(
      await admin.call('DELETE', `/categories/category/${categoryId}`),
      409,
      'CATALOG.CATEGORY_NOT_EMPTY',
    );
  });
});

describe('the catalog trusts no NATS client', () => {
  const create = SUBJECTS.catalog.colors.create;
  const body = { name: `جعلی ${t}`, hex: '#abcdef' };

  it('answers a forged admin request with no token or a made-up one with 401', async () => {
    for (const token of [null, 'garbage', 'eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.']) {
      const reply = await overNats(create, { token, body, caller: SYSTEM_ADMIN });
      expect(reply.err).toMatchObject({ statusCode: 401 });
    }
    const customer = await customerApi(stack);
    const asCustomer = await customer.call('POST', '/products/colors', body);
    expect(asCustomer.status).toBe(401);
    expect((await anyone.call('GET', `/products/colors?q=${encodeURIComponent(body.name)}`)).body.total).toBe(
      0,
    );
  });

  it('refuses over NATS what the route row refuses at the gateway', async () => {
    const list = SUBJECTS.catalog.colors.list;
    expect((await overNats(list, { query: { limit: '1000' } })).err).toMatchObject({ statusCode: 400 });
    expect((await overNats(list, { query: { unknown: '1' } })).err).toMatchObject({ statusCode: 400 });
    const bad = await overNats(SUBJECTS.catalog.products.findOne, { params: { id: 'not-a-uuid' } });
    expect(bad.err).toMatchObject({
      statusCode: 400,
      details: [expect.objectContaining({ field: 'params.id' })],
    });
    expect((await overNats(list, { query: { limit: '5' } })).response).toMatchObject({ limit: 5 });
  });

  it('takes a request signed for an admin, as the seed sends', async () => {
    const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
    try {
      const color = await services.request<Color>(create, { body }, SYSTEM_ADMIN);
      expect(color.name).toBe(body.name);
    } finally {
      await services.close();
    }
  });
});

describe('the product summary under concurrent inventory writes', () => {
  it('always equals what its inventories say, however their writes interleave', async () => {
    const target = await makeProduct(admin, { name: `همزمان ${t}`, categoryId });
    const inventories: Inventory[] = [];
    for (let i = 0; i < 6; i++)
      inventories.push(
        await makeInventory(admin, { productId: target.id, name: `همزمان ${t} ${i}`, price: 500_000 }),
      );
    for (let round = 0; round < 5; round++) {
      // Whole Toman, as every price is.
      const prices = inventories.map(() => randomInt(100, 100_000) * 10);
      const writes = await Promise.all(
        inventories.map((inv, i) =>
          admin.call('PATCH', `/products/inventory/${inv.id}`, { price: prices[i] }),
        ),
      );
      expect(writes.map((w) => w.status)).toEqual(inventories.map(() => 200));
      const summary = (await anyone.call<Product>('GET', `/products/find-one/${target.id}`)).body;
      const cheapest = prices.indexOf(Math.min(...prices));
      expect(summary).toMatchObject({
        minPrice: prices[cheapest],
        inventoryName: inventories[cheapest].name,
      });
    }
  });
});
