import type { PricedBasket } from '@ela/contracts';
import { adminApi, startTestStack, waitUntil, type ApiClient } from '@ela/stack';
import { customerWithId, halfMeterFabric, tag } from './orders-fixtures';

jest.setTimeout(90_000);

/**
 * A basket change is priced from inventories orders has read lately, until the catalog's events
 * say they changed (services/orders/src/catalog/kept-inventories.ts). Each wait is 10 s: an
 * inventory nobody drops is kept for a minute, so a change that never reached orders fails.
 */
type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let alice: ApiClient;
let productId: string;
let ids: Record<'repriced' | 'doomed' | 'steady', string>;
const t = tag();
const WAIT_MS = 10_000;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'orders', 'gateway'], {}, { ownProcess: ['catalog'] });
  admin = await adminApi(stack);
  alice = (await customerWithId(stack)).api;
  ({ productId, ids } = await halfMeterFabric(admin, t, {
    repriced: { price: 350_000, stock: 10 },
    doomed: { price: 100_000, stock: 3 },
    steady: { price: 200_000, stock: 5 },
  }));
});
afterAll(() => stack?.dispose());

const change = (inventoryId: string, quantity = 1) =>
  alice.call<PricedBasket>('POST', '/basket/create', { lines: [{ inventoryId, quantity }] });

describe('a basket change priced from inventories read lately', () => {
  it('shows a price the catalog changed once its event came', async () => {
    expect((await change(ids.repriced)).body.lines[0]).toMatchObject({ pricePerStep: 350_000 });
    const patched = await admin.call('PATCH', `/products/inventory/${ids.repriced}`, { price: 420_000 });
    expect(patched.status).toBe(200);
    await waitUntil(
      'the new price is in the answer',
      async () => (await change(ids.repriced)).body.lines[0]?.pricePerStep === 420_000,
      WAIT_MS,
    );
  });

  it('shows an inventory deleted since as deleted once its event came', async () => {
    expect((await change(ids.doomed)).body.lines[0]).toMatchObject({ stockState: 'in_stock' });
    expect((await admin.call('DELETE', `/products/inventory/${productId}/${ids.doomed}`)).status).toBe(200);
    await waitUntil(
      'the line is shown deleted',
      async () => (await change(ids.doomed)).body.lines[0]?.stockState === 'deleted',
      WAIT_MS,
    );
  });

  it('is answered from them while the catalog is away; a read of the basket asks the catalog', async () => {
    expect((await change(ids.steady, 2)).status).toBe(200);
    await stack.stopApp('catalog');
    const res = await change(ids.steady, 3);
    expect(res.status).toBe(200);
    expect(res.body.lines[0]).toMatchObject({ quantity: 3, lineTotal: 600_000, stockState: 'in_stock' });
    expect((await alice.call('GET', '/basket')).status).toBe(503);
  });
});
