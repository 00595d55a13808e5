import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  ORDERS_EVENTS,
  SUBJECTS,
  type Caller,
  type Inventory,
  type Product,
  type StockReservation,
} from '@ela/contracts';
import { Client } from 'pg';
import { ServiceClient, adminApi, databaseUrl, startTestStack } from '@ela/stack';
import { RESERVE_STOCK_FUNCTION } from '../src/stock/reserve-stock.sql';
import { makeCategory, makeInventory, makeProduct, tag } from './catalog-fixtures';

jest.setTimeout(60_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
let client: ServiceClient;
let nc: NatsConnection;
const t = tag();
const buyer: Caller = { id: randomUUID(), role: 'user' };
const inv = { a: '', b: '' };
let productId = '';

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
  const admin = await adminApi(stack);
  const categoryId = (await makeCategory(admin, `انبار ${t}`)).id;
  productId = (await makeProduct(admin, { name: `انبار ${t}`, categoryId, unitType: 'count' })).id;
  inv.a = (await makeInventory(admin, { productId, name: `الف ${t}`, price: 1000, stock: 5 })).id;
  // Cheaper, so the product's card opens it while it is in stock.
  inv.b = (await makeInventory(admin, { productId, name: `ب ${t}`, price: 900, stock: 2 })).id;
  client = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  nc = await stack.connectNats('orders');
});

afterAll(async () => {
  await nc?.close();
  await client?.close();
  await stack?.dispose();
});

const reserve = (
  orderId: string,
  lines: { inventoryId: string; quantity: number }[],
  caller: Caller | null = buyer,
) => client.request<StockReservation>(SUBJECTS.catalog.stock.reserve, { body: { orderId, lines } }, caller);
const cardOpens = async () =>
  (await client.request<Product>(SUBJECTS.catalog.products.findOne, { params: { id: productId } }))
    .inventoryName;
const stockOf = async (id: string) =>
  (await client.request<Inventory>(SUBJECTS.catalog.inventories.findOne, { params: { id } })).stock;

/** The inventory's page as a customer reads it: the gateway's copy, or the edge view in Redis. */
const shownStockOf = async (id: string) =>
  ((await (await fetch(`${stack.urls.api}/products/inventory/${id}`)).json()) as Inventory).stock;

/** As the orders outbox would: the stream stores a plain publish on its subjects too. */
function announce(event: keyof typeof ORDERS_EVENTS, orderId: string): void {
  const { subject } = ORDERS_EVENTS[event];
  const message = {
    id: randomUUID(),
    subject,
    occurredAt: new Date().toISOString(),
    data: { id: orderId, customerId: buyer.id },
  };
  nc.publish(`${stack.config.natsPrefix}${subject}`, JSON.stringify(message));
}

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 150));
}

describe('stock reservations', () => {
  it('reserve every line or none, naming the line that cannot be had', async () => {
    const refused = reserve(randomUUID(), [
      { inventoryId: inv.a, quantity: 1 },
      { inventoryId: inv.b, quantity: 3 },
    ]);
    await expect(refused).rejects.toThrow(/CATALOG\.OUT_OF_STOCK.*body\.lines\.1\.inventoryId/);
    // An inventory that is not there at all (deleted for good) is refused the same way.
    const unknown = reserve(randomUUID(), [
      { inventoryId: inv.a, quantity: 1 },
      { inventoryId: randomUUID(), quantity: 1 },
    ]);
    await expect(unknown).rejects.toThrow(/CATALOG\.OUT_OF_STOCK.*body\.lines\.1\.inventoryId/);
    expect([await stockOf(inv.a), await stockOf(inv.b)]).toEqual([5, 2]);
    await expect(reserve(randomUUID(), [{ inventoryId: inv.a, quantity: 1 }], null)).rejects.toThrow(/401/);
  });

  it('take stock once per order, and give it back once when the order is cancelled', async () => {
    const orderId = randomUUID();
    const lines = [{ inventoryId: inv.a, quantity: 2 }];
    const first = await reserve(orderId, lines);
    const again = await reserve(orderId, lines);
    expect(first.lines).toEqual([{ inventoryId: inv.a, quantity: 2, state: 'reserved' }]);
    // The inventories as the reservation found them, to price the order with: before it took any.
    expect(first.inventories?.map((i) => [i.id, i.stock])).toEqual([[inv.a, 5]]);
    // A repeat answers the lines held, and no inventories: it read none.
    expect(again).toEqual({ orderId, lines: first.lines });
    expect(await stockOf(inv.a)).toBe(3);
    // The reservation marked the inventory's edge view: its page follows the stock.
    await until(async () => (await shownStockOf(inv.a)) === 3);
    expect(await shownStockOf(inv.a)).toBe(3);
    announce('cancelled', orderId);
    announce('expired', orderId);
    await until(async () => (await stockOf(inv.a)) === 5);
    await new Promise((r) => setTimeout(r, 500));
    expect(await stockOf(inv.a)).toBe(5);
    await until(async () => (await shownStockOf(inv.a)) === 5);
    expect(await shownStockOf(inv.a)).toBe(5);
  });

  it('move the product card to an inventory in stock when a reservation empties one, and back', async () => {
    expect(await cardOpens()).toBe(`ب ${t}`);
    const orderId = randomUUID();
    await reserve(orderId, [{ inventoryId: inv.b, quantity: 2 }]);
    expect(await cardOpens()).toBe(`الف ${t}`);
    announce('cancelled', orderId);
    await until(async () => (await stockOf(inv.b)) === 2);
    expect(await cardOpens()).toBe(`ب ${t}`);
  });

  it('give a paid order’s sold stock back when it is cancelled, once, whichever event comes first', async () => {
    const before = await stockOf(inv.b);
    const paidFirst = randomUUID();
    await reserve(paidFirst, [{ inventoryId: inv.b, quantity: 2 }]);
    announce('paid', paidFirst);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await stockOf(inv.b)).toBe(before - 2);
    announce('cancelled', paidFirst);
    announce('cancelled', paidFirst);
    await until(async () => (await stockOf(inv.b)) === before);
    expect(await stockOf(inv.b)).toBe(before);
    // Reserving the same order again answers what it held, and takes nothing.
    await expect(reserve(paidFirst, [{ inventoryId: inv.b, quantity: 1 }])).resolves.toMatchObject({
      lines: [{ state: 'released' }],
    });

    const cancelledFirst = randomUUID();
    await reserve(cancelledFirst, [{ inventoryId: inv.b, quantity: 1 }]);
    announce('cancelled', cancelledFirst);
    await until(async () => (await stockOf(inv.b)) === before);
    announce('paid', cancelledFirst);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await stockOf(inv.b)).toBe(before);
  });

  it('run the reservation function the code describes (a change to either needs a migration)', async () => {
    const db = new Client({
      connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_catalog`),
    });
    await db.connect();
    try {
      const { rows } = await db.query<{ prosrc: string }>(
        "SELECT prosrc FROM pg_proc WHERE proname = 'reserve_stock'",
      );
      expect(rows.map((r) => r.prosrc)).toEqual([RESERVE_STOCK_FUNCTION.split('$fn$')[1]]);
    } finally {
      await db.end();
    }
  });

  it('refuse a reservation that arrives after its order was called off', async () => {
    const orderId = randomUUID();
    announce('cancelled', orderId);
    await new Promise((r) => setTimeout(r, 1000));
    await expect(reserve(orderId, [{ inventoryId: inv.a, quantity: 1 }])).rejects.toThrow(
      /CATALOG\.ORDER_RELEASED/,
    );
    expect(await stockOf(inv.a)).toBe(5);
  });
  it('take the lines of orders that cross each other at once, each whole, never one lost to a deadlock', async () => {
    const admin = await adminApi(stack);
    const [c, d] = await Promise.all(
      ['ج', 'د'].map(
        async (name) =>
          (await makeInventory(admin, { productId, name: `${name} ${t}`, price: 1200, stock: 100 })).id,
      ),
    );
    // Half name their lines one way round, half the other; each takes 1 of one and 2 of the other.
    const orders = Array.from({ length: 16 }, (_, i) =>
      i % 2
        ? [
            { inventoryId: c, quantity: 1 },
            { inventoryId: d, quantity: 2 },
          ]
        : [
            { inventoryId: d, quantity: 1 },
            { inventoryId: c, quantity: 2 },
          ],
    );
    const held = await Promise.all(orders.map((lines) => reserve(randomUUID(), lines)));
    expect(held.every((r) => r.lines.length === 2 && r.lines.every((l) => l.state === 'reserved'))).toBe(
      true,
    );
    expect([await stockOf(c), await stockOf(d)]).toEqual([100 - 24, 100 - 24]);
  });
});
