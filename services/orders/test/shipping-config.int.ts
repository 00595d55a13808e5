import { randomUUID } from 'node:crypto';
import type { Page, ShippingPrice, VolumetricWeight } from '@ela/contracts';
import { ApiClient, adminApi, customerApi, startTestStack } from '@ela/stack';
import { PEYK, POST, makeAddress, makePrice } from './shipping-fixtures';

jest.setTimeout(60_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: ApiClient;
let customer: ApiClient;
let anyone: ApiClient;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'orders', 'gateway']);
  admin = await adminApi(stack);
  customer = await customerApi(stack);
  anyone = new ApiClient(stack.urls.api);
});

afterAll(() => stack?.dispose());

const box = { weightGrams: 400, lengthCm: 30, widthCm: 20, heightCm: 10 };

describe('volumetric weights', () => {
  it('are created for a product or a category, one entry per target', async () => {
    const productId = randomUUID();
    const created = await admin.call<VolumetricWeight>('POST', '/shipping', { productId, ...box });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ productId, categoryId: null, ...box });
    const again = await admin.call('POST', '/shipping', { productId, ...box, weightGrams: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'ORDERS.VOLUMETRIC_TARGET_TAKEN' });
    const category = await admin.call('POST', '/shipping', { categoryId: randomUUID(), ...box });
    expect(category.status).toBe(201);
  });

  it('name exactly one target, with whole positive measures', async () => {
    const both = await admin.call('POST', '/shipping', {
      productId: randomUUID(),
      categoryId: randomUUID(),
      ...box,
    });
    expect(both.status).toBe(400);
    expect((await admin.call('POST', '/shipping', box)).status).toBe(400);
    const bad = await admin.call('POST', '/shipping', { productId: randomUUID(), ...box, lengthCm: 1.5 });
    expect(bad.status).toBe(400);
    const zero = await admin.call('POST', '/shipping', { productId: randomUUID(), ...box, weightGrams: 0 });
    expect(zero.status).toBe(400);
  });

  it('are read, changed and deleted by admins', async () => {
    const productId = randomUUID();
    const { body: entry } = await admin.call<VolumetricWeight>('POST', '/shipping', { productId, ...box });
    const listed = await admin.call<Page<VolumetricWeight>>('GET', `/shipping?productId=${productId}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 1, page: 1, items: [{ id: entry.id }] });
    const one = await admin.call<VolumetricWeight>('GET', `/shipping/${entry.id}`);
    expect(one.body).toMatchObject({ id: entry.id, weightGrams: 400 });
    const changed = await admin.call<VolumetricWeight>('PATCH', `/shipping/${entry.id}`, { heightCm: 25 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ weightGrams: 400, heightCm: 25 });
    expect((await admin.call('PATCH', `/shipping/${entry.id}`, { productId })).status).toBe(400);
    expect((await admin.call('DELETE', `/shipping/${entry.id}`)).status).toBe(200);
    const gone = await admin.call('GET', `/shipping/${entry.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: 'ORDERS.VOLUMETRIC_WEIGHT_NOT_FOUND' });
    expect((await admin.call('DELETE', `/shipping/${entry.id}`)).status).toBe(404);
    expect((await admin.call('PATCH', `/shipping/${entry.id}`, { heightCm: 2 })).status).toBe(404);
  });

  it('are configuration: customers and visitors may not read them', async () => {
    expect((await customer.call('GET', '/shipping')).status).toBe(401);
    expect((await anyone.call('GET', '/shipping')).status).toBe(401);
    expect((await customer.call('POST', '/shipping', { productId: randomUUID(), ...box })).status).toBe(401);
  });
});

describe('shipping prices', () => {
  it('keep one enabled price per method; a disabled one waits', async () => {
    const post = await makePrice(admin, POST);
    expect(post).toMatchObject({ ...POST, enabled: true });
    const second = await admin.call('POST', '/shipping-prices/create', { ...POST, title: 'پست سفارشی' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'ORDERS.SHIPPING_METHOD_TAKEN' });
    const waiting = await makePrice(admin, { ...POST, title: 'پست سفارشی', enabled: false });
    expect(waiting.enabled).toBe(false);
    expect((await admin.call('PUT', `/shipping-prices/enable/${waiting.id}`)).status).toBe(409);

    const off = await admin.call<ShippingPrice>('PUT', `/shipping-prices/disable/${post.id}`);
    expect(off.body.enabled).toBe(false);
    const on = await admin.call<ShippingPrice>('PUT', `/shipping-prices/enable/${waiting.id}`);
    expect(on.status).toBe(200);
    expect(on.body.enabled).toBe(true);
    // Back as they were, for the other tests.
    await admin.call('PUT', `/shipping-prices/disable/${waiting.id}`);
    expect((await admin.call('PUT', `/shipping-prices/enable/${post.id}`)).status).toBe(200);
  });

  it('are replaced whole by update, and listed for admins only', async () => {
    const peyk = await makePrice(admin, PEYK);
    const updated = await admin.call<ShippingPrice>('PUT', `/shipping-prices/update/${peyk.id}`, {
      ...PEYK,
      perKm: 0,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ method: 'Peyk', perKm: 0, enabled: true });
    const all = await admin.call<ShippingPrice[]>('GET', '/shipping-prices/find-all');
    expect(all.status).toBe(200);
    expect(all.body.map((p) => p.id)).toContain(peyk.id);
    expect((await customer.call('GET', '/shipping-prices/find-all')).status).toBe(401);
    await admin.call('PUT', `/shipping-prices/update/${peyk.id}`, PEYK);
  });

  it('refuse bands out of order, a city twice, and unknown ids', async () => {
    const unordered = { ...POST, bands: [...POST.bands].reverse() };
    expect((await admin.call('POST', '/shipping-prices/create', unordered)).status).toBe(400);
    const twice = { ...PEYK, cities: [PEYK.cities[0], PEYK.cities[0]] };
    expect((await admin.call('POST', '/shipping-prices/create', twice)).status).toBe(400);
    const missing = await admin.call('PUT', `/shipping-prices/enable/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'ORDERS.SHIPPING_PRICE_NOT_FOUND' });
  });
});

describe('calculate-price', () => {
  it("is a 404 for someone else's address, asked of auth on the caller's behalf", async () => {
    const other = await customerApi(stack);
    const theirs = await makeAddress(other, 7, 7013);
    const res = await customer.call('GET', `/shipping/calculate-price/${theirs.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'AUTH.ADDRESS_NOT_FOUND' });
    expect((await anyone.call('GET', `/shipping/calculate-price/${theirs.id}`)).status).toBe(401);
    expect((await admin.call('GET', `/shipping/calculate-price/${theirs.id}`)).status).toBe(401);
  });
});
