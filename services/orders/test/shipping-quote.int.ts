import { randomUUID } from 'node:crypto';
import type { Address, ShippingPrice, ShippingQuote } from '@ela/contracts';
import { adminApi, customerApi, startTestStack, type ApiClient } from '@ela/stack';
import { makeCategory, makeInventory, makeProduct, tag } from '../../catalog/test/catalog-fixtures';
import { PEYK, POST, makeAddress, makePrice } from './shipping-fixtures';

jest.setTimeout(90_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: ApiClient;
let customer: ApiClient;
const t = tag();
/** Inventory ids: measured itself, measured by its category's parent, measured by nothing. */
const inv = { own: '', inherited: '', unmeasured: '' };
let peyk: ShippingPrice;
let unmeasuredProductId: string;
const to: Record<'tehran' | 'rey' | 'karaj' | 'shiraz', Address> = {} as never;

beforeAll(async () => {
  // A divisor and fallback other than the defaults (5000, 500 g), to see configuration is read.
  stack = await startTestStack(['auth', 'catalog', 'orders', 'gateway'], {
    orders: { SHIPPING_VOLUMETRIC_DIVISOR: '6000', SHIPPING_DEFAULT_UNIT_GRAMS: '600' },
  });
  admin = await adminApi(stack);
  customer = await customerApi(stack);
  const root = await makeCategory(admin, `ریشه ${t}`);
  const child = await makeCategory(admin, `زیر ${t}`, root.id);
  const bare = await makeCategory(admin, `بی‌وزن ${t}`);
  const item = async (name: string, categoryId: string) => {
    const product = await makeProduct(admin, { name: `${name} ${t}`, categoryId, unitType: 'count' });
    const inventory = await makeInventory(admin, {
      productId: product.id,
      name: `${name} ${t} سفید`,
      price: 1000,
    });
    return { productId: product.id, inventoryId: inventory.id };
  };
  const own = await item('کوسن', child.id);
  const inherited = await item('بالش', child.id);
  const unmeasured = await item('دستمال', bare.id);
  unmeasuredProductId = unmeasured.productId;
  Object.assign(inv, {
    own: own.inventoryId,
    inherited: inherited.inventoryId,
    unmeasured: unmeasured.inventoryId,
  });
  // 10×10×10 cm = 1,000 cm³ → 166.7 g volumetric at 6000, so 167; 400 g actual.
  await shipping({ productId: own.productId, weightGrams: 400, lengthCm: 10, widthCm: 10, heightCm: 10 });
  // 50×40×30 cm = 60,000 cm³ → 10,000 g volumetric; 100 g actual. On the parent category only.
  await shipping({ categoryId: root.id, weightGrams: 100, lengthCm: 50, widthCm: 40, heightCm: 30 });
  await makePrice(admin, POST);
  peyk = await makePrice(admin, PEYK);
  to.tehran = await makeAddress(customer, 7, 7013);
  to.rey = await makeAddress(customer, 7, 7001);
  to.karaj = await makeAddress(customer, 32, 32008);
  to.shiraz = await makeAddress(customer, 14, 14001);
});

afterAll(() => stack?.dispose());

async function shipping(body: Record<string, unknown>): Promise<void> {
  const res = await admin.call('POST', '/shipping', body);
  if (res.status !== 201) throw new Error(`shipping: ${res.status} ${JSON.stringify(res.body)}`);
}

async function basket(lines: { inventoryId: string; quantity: number }[]): Promise<void> {
  const res = await customer.call('POST', '/basket/create', { lines, mode: 'replace' });
  if (res.status >= 300) throw new Error(`basket: ${res.status} ${JSON.stringify(res.body)}`);
}

async function quote(address: Address): Promise<ShippingQuote> {
  const res = await customer.call<ShippingQuote>('GET', `/shipping/calculate-price/${address.id}`);
  if (res.status !== 200) throw new Error(`quote: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const prices = (q: ShippingQuote) => Object.fromEntries(q.options.map((o) => [o.method, o.price]));

describe('calculate-price', () => {
  it('prices the first band by distance class, and Peyk only to its cities', async () => {
    await basket([{ inventoryId: inv.own, quantity: 2 }]);
    const near = await quote(to.tehran);
    expect(near).toMatchObject({
      addressId: to.tehran.id,
      distanceClass: 'sameCity',
      actualGrams: 800,
      volumetricGrams: 334,
      chargeableGrams: 800,
    });
    // Cheapest first.
    expect(near.options).toEqual([
      { priceId: peyk.id, method: 'Peyk', title: PEYK.title, price: 60_000 },
      expect.objectContaining({ method: 'Post', price: 100_000 }),
    ]);
    expect(await quote(to.rey)).toMatchObject({ distanceClass: 'sameProvince' });
    expect(prices(await quote(to.rey))).toEqual({ Post: 150_000 });
    expect((await quote(to.karaj)).distanceClass).toBe('neighbouringProvince');
    expect(prices(await quote(to.karaj))).toEqual({ Post: 200_000, Peyk: 60_000 + 45 * 2_000 });
    expect((await quote(to.shiraz)).distanceClass).toBe('other');
    expect(prices(await quote(to.shiraz))).toEqual({ Post: 250_000 });
  });

  it("charges a bulky parcel by volume, from its category's parent, with the per-kg rate above the last band", async () => {
    await basket([{ inventoryId: inv.inherited, quantity: 1 }]);
    const q = await quote(to.tehran);
    expect(q).toMatchObject({ actualGrams: 100, volumetricGrams: 10_000, chargeableGrams: 10_000 });
    // The 5,000 g band + 5 started kilograms above it.
    expect(prices(q).Post).toBe(300_000 + 5 * 10_000);
    expect(prices(await quote(to.shiraz)).Post).toBe(450_000 + 5 * 40_000);
  });

  it('weighs an unmeasured product by the configured fallback, and adds the lines', async () => {
    await basket([{ inventoryId: inv.unmeasured, quantity: 3 }]);
    const alone = await quote(to.tehran);
    expect(alone).toMatchObject({ actualGrams: 1800, volumetricGrams: 0, chargeableGrams: 1800 });
    expect(prices(alone).Post).toBe(300_000);
    await basket([
      { inventoryId: inv.unmeasured, quantity: 1 },
      { inventoryId: inv.own, quantity: 1 },
    ]);
    expect(await quote(to.tehran)).toMatchObject({
      actualGrams: 1000,
      volumetricGrams: 167,
      chargeableGrams: 1000,
    });
  });

  it("quotes an admin's new measure, and its removal, at once", async () => {
    await basket([{ inventoryId: inv.unmeasured, quantity: 1 }]);
    expect(await quote(to.tehran)).toMatchObject({ actualGrams: 600, volumetricGrams: 0 });
    const made = await admin.call<{ id: string }>('POST', '/shipping', {
      productId: unmeasuredProductId,
      weightGrams: 2500,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
    });
    expect(made.status).toBe(201);
    expect(await quote(to.tehran)).toMatchObject({ actualGrams: 2500, volumetricGrams: 167 });
    expect((await admin.call('PATCH', `/shipping/${made.body.id}`, { weightGrams: 3000 })).status).toBe(200);
    expect(await quote(to.tehran)).toMatchObject({ actualGrams: 3000 });
    expect((await admin.call('DELETE', `/shipping/${made.body.id}`)).status).toBe(200);
    expect(await quote(to.tehran)).toMatchObject({ actualGrams: 600, volumetricGrams: 0 });
  });

  it('never offers a disabled price', async () => {
    await basket([{ inventoryId: inv.own, quantity: 1 }]);
    expect((await admin.call('PUT', `/shipping-prices/disable/${peyk.id}`)).status).toBe(200);
    expect(prices(await quote(to.tehran))).toEqual({ Post: 100_000 });
    expect((await admin.call('PUT', `/shipping-prices/enable/${peyk.id}`)).status).toBe(200);
    expect(prices(await quote(to.tehran))).toEqual({ Post: 100_000, Peyk: 60_000 });
  });

  it('offers nothing for an empty basket', async () => {
    await basket([]);
    expect(await quote(to.tehran)).toMatchObject({ chargeableGrams: 0, options: [] });
  });

  it("is a 404 for someone else's address and for an unknown one", async () => {
    const other = await customerApi(stack);
    const res = await other.call('GET', `/shipping/calculate-price/${to.tehran.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'AUTH.ADDRESS_NOT_FOUND' });
    expect((await customer.call('GET', `/shipping/calculate-price/${randomUUID()}`)).status).toBe(404);
    expect((await customer.call('GET', '/shipping/calculate-price/not-an-id')).status).toBe(400);
  });
});
