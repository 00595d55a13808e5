import { randomUUID } from 'node:crypto';
import type { PricedBasket } from '@ela/contracts';
import { ApiClient, adminApi, startTestStack } from '@ela/stack';
import { customerWithId, halfMeterFabric, tag } from './orders-fixtures';

jest.setTimeout(90_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let alice: ApiClient;
let bob: ApiClient;
let productId: string;
let ids: Record<'plain' | 'sale' | 'soldOut' | 'doomed', string>;
const t = tag();

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'orders', 'gateway'], {}, { ownProcess: ['catalog'] });
  admin = await adminApi(stack);
  alice = (await customerWithId(stack)).api;
  bob = (await customerWithId(stack)).api;
  ({ productId, ids } = await halfMeterFabric(admin, t, {
    plain: { price: 350_000, stock: 10 },
    sale: { price: 500_000, salePrice: 400_000, stock: 5 },
    soldOut: { price: 200_000, stock: 0 },
    doomed: { price: 100_000, stock: 3 },
  }));
});
afterAll(() => stack?.dispose());

const basketOf = async (api: ApiClient) => {
  const res = await api.call<PricedBasket>('GET', '/basket');
  expect(res.status).toBe(200);
  return res.body;
};
const stateOf = (basket: PricedBasket) => basket.lines.map((l) => [l.inventoryId, l.quantity, l.stockState]);

describe('the basket', () => {
  it('is empty before anything is added', async () => {
    expect(await basketOf(alice)).toEqual({
      id: null,
      lines: [],
      totals: { subtotal: 0, saleSavings: 0, total: 0 },
      ready: false,
      updatedAt: null,
    });
  });

  it('replaces the lines and prices half meters per step, with the sale price', async () => {
    const res = await alice.call<PricedBasket>('POST', '/basket/create', {
      lines: [
        { inventoryId: ids.plain, quantity: 3 },
        { inventoryId: ids.sale, quantity: '۲' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.lines[0]).toMatchObject({
      inventoryId: ids.plain,
      unitType: 'half_meter',
      pricePerStep: 350_000,
      salePricePerStep: null,
      lineTotal: 1_050_000,
      stockState: 'in_stock',
      productId,
      productName: `کتان ${t}`,
      color: null,
      design: null,
      image: null,
    });
    expect(res.body.lines[1]).toMatchObject({ quantity: 2, salePricePerStep: 400_000, lineTotal: 800_000 });
    expect(res.body.totals).toEqual({ subtotal: 2_050_000, saleSavings: 200_000, total: 1_850_000 });
    expect(res.body.ready).toBe(true);
    expect(await basketOf(alice)).toEqual(res.body);
  });

  it('merges: sums an inventory already there, appends new ones, and marks a sold-out line', async () => {
    const res = await alice.call<PricedBasket>('POST', '/basket/create', {
      mode: 'merge',
      lines: [
        { inventoryId: ids.plain, quantity: 1 },
        { inventoryId: ids.soldOut, quantity: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(stateOf(res.body)).toEqual([
      [ids.plain, 4, 'in_stock'],
      [ids.sale, 2, 'in_stock'],
      [ids.soldOut, 2, 'sold_out'],
    ]);
    expect(res.body.totals.total).toBe(4 * 350_000 + 800_000);
    expect(res.body.ready).toBe(false);
  });

  it('keeps a line whose inventory was deleted since, marked deleted, and one short of stock', async () => {
    await alice.call('POST', '/basket/create', {
      mode: 'merge',
      lines: [
        { inventoryId: ids.doomed, quantity: 2 },
        { inventoryId: ids.sale, quantity: 4 },
      ],
    });
    expect((await admin.call('DELETE', `/products/inventory/${productId}/${ids.doomed}`)).status).toBe(200);
    const basket = await basketOf(alice);
    expect(stateOf(basket)).toEqual([
      [ids.plain, 4, 'in_stock'],
      [ids.sale, 6, 'not_enough'],
      [ids.soldOut, 2, 'sold_out'],
      [ids.doomed, 2, 'deleted'],
    ]);
    expect(basket.lines[1]).toMatchObject({ available: 5, counted: false });
    expect(basket.lines[3]).toMatchObject({ lineTotal: null, pricePerStep: null, counted: false });
    expect(basket.totals).toEqual({ subtotal: 1_400_000, saleSavings: 0, total: 1_400_000 });
  });

  it('can still be edited with its deleted line in it: the line stays until the customer removes it', async () => {
    const lines = (await basketOf(alice)).lines.map((l) => ({
      inventoryId: l.inventoryId,
      quantity: l.quantity,
    }));
    const edited = await alice.call<PricedBasket>('POST', '/basket/create', {
      lines: lines.map((l) => (l.inventoryId === ids.plain ? { ...l, quantity: 5 } : l)),
    });
    expect(edited.status).toBe(200);
    expect(stateOf(edited.body)).toEqual([
      [ids.plain, 5, 'in_stock'],
      [ids.sale, 6, 'not_enough'],
      [ids.soldOut, 2, 'sold_out'],
      [ids.doomed, 2, 'deleted'],
    ]);
    const back = await alice.call<PricedBasket>('POST', '/basket/create', {
      lines: lines.map((l) => (l.inventoryId === ids.plain ? { ...l, quantity: 4 } : l)),
    });
    expect(stateOf(back.body)).toEqual(stateOf(await basketOf(alice)));
    expect(back.body.lines[0]).toMatchObject({ quantity: 4 });
  });

  it("is each customer's own: another customer neither sees nor changes it", async () => {
    expect((await basketOf(bob)).lines).toEqual([]);
    await bob.call('POST', '/basket/create', { lines: [{ inventoryId: ids.plain, quantity: 1 }] });
    expect(stateOf(await basketOf(bob))).toEqual([[ids.plain, 1, 'in_stock']]);
    expect((await basketOf(alice)).lines).toHaveLength(4);
  });

  it('empties with an empty replace', async () => {
    expect((await bob.call('POST', '/basket/create', { lines: [] })).status).toBe(200);
    expect((await basketOf(bob)).lines).toEqual([]);
  });

  it('refuses bad lines with a 400 naming the field, and unknown inventories with a 404', async () => {
    const post = (body: unknown) => bob.call('POST', '/basket/create', body);
    for (const quantity of [0, 1001, 1.5, -1])
      expect((await post({ lines: [{ inventoryId: ids.plain, quantity }] })).status).toBe(400);
    const twice = await post({ lines: [1, 2].map((quantity) => ({ inventoryId: ids.plain, quantity })) });
    expect(twice.status).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => ({ inventoryId: randomUUID(), quantity: 1 }));
    expect((await post({ lines: tooMany })).status).toBe(400);
    const unknown = await post({ lines: [{ inventoryId: randomUUID(), quantity: 1 }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      error: 'ORDERS.INVENTORY_NOT_FOUND',
      details: [{ field: 'body.lines.0.inventoryId' }],
    });
    expect(unknown.body.message).toMatch(/کالا/);
    const deleted = await post({ lines: [{ inventoryId: ids.doomed, quantity: 1 }] });
    expect(deleted.body.error).toBe('ORDERS.INVENTORY_NOT_FOUND');
  });

  it('cuts a merge at 1000 steps in a line rather than refusing it (basket-merge.int.ts for the rest)', async () => {
    await bob.call('POST', '/basket/create', { lines: [{ inventoryId: ids.plain, quantity: 999 }] });
    const res = await bob.call('POST', '/basket/create', {
      mode: 'merge',
      lines: [{ inventoryId: ids.plain, quantity: 2 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.trimmed.cutLines).toEqual([{ inventoryId: ids.plain, asked: 2, added: 1 }]);
    expect(stateOf(await basketOf(bob))).toEqual([[ids.plain, 1000, 'not_enough']]);
  });

  it('two merges at once both land', async () => {
    const { api: carol } = await customerWithId(stack);
    await Promise.all(
      [ids.plain, ids.sale].map((inventoryId) =>
        carol.call('POST', '/basket/create', { mode: 'merge', lines: [{ inventoryId, quantity: 1 }] }),
      ),
    );
    expect((await basketOf(carol)).lines.map((l) => l.inventoryId).sort()).toEqual(
      [ids.plain, ids.sale].sort(),
    );
  });

  it('a replace and a merge at once land one after the other, never mixed', async () => {
    const { api: dave } = await customerWithId(stack);
    await dave.call('POST', '/basket/create', { lines: [{ inventoryId: ids.plain, quantity: 1 }] });
    const [replaced, merged] = await Promise.all([
      dave.call('POST', '/basket/create', { lines: [{ inventoryId: ids.sale, quantity: 2 }] }),
      dave.call('POST', '/basket/create', {
        mode: 'merge',
        lines: [{ inventoryId: ids.doomed, quantity: 1 }],
      }),
    ]);
    expect([replaced.status, merged.status]).toEqual([200, 200]);
    const lines = (await basketOf(dave)).lines.map((l) => [l.inventoryId, l.quantity]);
    // The merge after the replace, or the replace after the merge; the first line never survives.
    expect([
      [
        [ids.sale, 2],
        [ids.doomed, 1],
      ],
      [[ids.sale, 2]],
    ]).toContainEqual(lines);
  });

  it('is for logged-in customers only', async () => {
    const anyone = new ApiClient(stack.urls.api);
    expect((await anyone.call('GET', '/basket')).status).toBe(401);
    expect((await anyone.call('POST', '/basket/create', { lines: [] })).status).toBe(401);
    expect((await admin.call('GET', '/basket')).status).toBe(401);
  });

  it('answers 503 in Persian when the catalog cannot price it', async () => {
    await stack.stopApp('catalog');
    const res = await alice.call('GET', '/basket');
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/قیمت/);
  });
});
