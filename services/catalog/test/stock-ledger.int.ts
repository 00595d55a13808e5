import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import { Client } from 'pg';
import {
  ERROR_CODES,
  MESSAGES,
  ORDERS_EVENTS,
  SUBJECTS,
  type Caller,
  type StockReservation,
  type VersionedInventory,
} from '@ela/contracts';
import { ApiClient, ServiceClient, adminApi, databaseUrl, startTestStack } from '@ela/stack';
import { STOCK_LEDGER_MISMATCHES } from '../src/inventories/stock-ledger-check';
import { makeCategory, makeInventory, makeProduct, tag } from './catalog-fixtures';

jest.setTimeout(90_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: ApiClient;
let services: ServiceClient;
let nc: NatsConnection;
let db: Client;
let productId = '';
const t = tag();
const buyer: Caller = { id: randomUUID(), role: 'user' };

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
  admin = await adminApi(stack);
  const categoryId = (await makeCategory(admin, `دفتر انبار ${t}`)).id;
  productId = (await makeProduct(admin, { name: `ململ ${t}`, categoryId, unitType: 'half_meter' })).id;
  services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  // Orders' events, published as orders would.
  nc = await stack.connectNats('orders');
  db = new Client({
    connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_catalog`),
  });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await nc?.close();
  await services?.close();
  await stack?.dispose();
});

const reserve = (orderId: string, inventoryId: string, quantity: number) =>
  services.request<StockReservation>(
    SUBJECTS.catalog.stock.reserve,
    { body: { orderId, lines: [{ inventoryId, quantity }] } },
    buyer,
  );

/** As the orders outbox would: the stream stores a plain publish on its subjects too. */
function announce(event: 'cancelled' | 'expired' | 'paid', orderId: string): void {
  const { subject } = ORDERS_EVENTS[event];
  const message = {
    id: randomUUID(),
    subject,
    occurredAt: new Date().toISOString(),
    data: { id: orderId, customerId: buyer.id },
  };
  nc.publish(`${stack.config.natsPrefix}${subject}`, JSON.stringify(message));
}

/** The inventory as the admin's product page reads it (from the tables, never a cache). */
async function current(id: string): Promise<VersionedInventory> {
  const all = await admin.call<VersionedInventory[]>('GET', `/products/inventory/by-product-id/${productId}`);
  return all.body.find((i) => i.id === id)!;
}

/** Events cross NATS after their commit: waits for the reservations to settle, within a bound. */
async function untilSettled(orderIds: string[]): Promise<void> {
  const end = Date.now() + 15_000;
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stock_reservation WHERE order_id = ANY($1::uuid[]) AND state = 'reserved'`,
      [orderIds],
    );
    if (rows[0].n === 0 || Date.now() > end) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function mismatches() {
  return (await db.query(STOCK_LEDGER_MISMATCHES)).rows;
}

const patch = (id: string, body: Record<string, unknown>) =>
  admin.call('PATCH', `/products/inventory/${id}`, body);

describe('stock an admin changes', () => {
  it('refuses a stale save after a reservation (409, Persian) and leaves the stock as orders left it', async () => {
    const opened = await makeInventory(admin, { productId, name: `ململ ${t} کرم`, price: 500_000, stock: 5 });
    expect(opened.stockVersion).toBe(0);
    const orderId = randomUUID();
    await reserve(orderId, opened.id, 3);

    // The form read 5 before the order; the admin changed only the price.
    const stale = await patch(opened.id, { price: 600_000, stock: 5, stockVersion: opened.stockVersion });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: ERROR_CODES.catalogStockStale, message: MESSAGES.stockStale });
    expect(stale.body.message).toMatch(/[\u0600-\u06FF]/);
    const after = await current(opened.id);
    expect(after).toMatchObject({ stock: 2, price: 500_000 });
    expect(after.stockVersion).toBeGreaterThan(opened.stockVersion);

    // Stock written outright without the version it was read at is not taken at all.
    const bare = await patch(opened.id, { stock: 5 });
    expect(bare.status).toBe(400);
    expect(bare.body.details[0]).toMatchObject({
      field: 'body.stockVersion',
      message: MESSAGES.stockNeedsVersion,
    });

    // The order expires: its 3 steps come back once, to 5, not on top of an overwritten 5.
    announce('expired', orderId);
    await untilSettled([orderId]);
    expect((await current(opened.id)).stock).toBe(5);
    expect(await mismatches()).toEqual([]);
  });

  it('applies a delta whatever the stock is now, and an outright stock against the fresh version', async () => {
    const made = await makeInventory(admin, { productId, name: `ململ ${t} آبی`, price: 500_000, stock: 4 });
    await reserve(randomUUID(), made.id, 1);
    const added = await patch(made.id, { stockDelta: 6, price: 550_000 });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ stock: 9, price: 550_000 });
    const below = await patch(made.id, { stockDelta: -10 });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({
      error: ERROR_CODES.catalogStockBelowZero,
      message: MESSAGES.stockBelowZero,
    });
    const fresh = await current(made.id);
    const set = await patch(made.id, { stock: 7, stockVersion: fresh.stockVersion });
    expect(set.status).toBe(200);
    expect(set.body.stock).toBe(7);
    // The public answer (read model and edge view) carries the same stock and version.
    const shown = await new ApiClient(stack.urls.api).call<VersionedInventory>(
      'GET',
      `/products/inventory/${made.id}`,
    );
    expect(shown.body).toMatchObject({ stock: 7, stockVersion: (await current(made.id)).stockVersion });

    const { rows } = await db.query<{ delta: number; admin_id: string | null }>(
      'SELECT delta, admin_id FROM stock_ledger WHERE inventory_id = $1 ORDER BY id',
      [made.id],
    );
    // Created with 4; 1 reserved, +6 makes 9; set to 7: -2.
    expect(rows.map((r) => r.delta)).toEqual([4, 6, -2]);
    expect(new Set(rows.map((r) => r.admin_id)).size).toBe(1);
    expect(rows[0].admin_id).not.toBeNull();
    await expect(
      db.query('UPDATE stock_ledger SET delta = 0 WHERE inventory_id = $1', [made.id]),
    ).rejects.toThrow(/never changed or removed/);
    await expect(db.query('DELETE FROM stock_ledger WHERE inventory_id = $1', [made.id])).rejects.toThrow(
      /never changed or removed/,
    );
  });

  it('keeps the ledger equal to stock, reserved and sold through reservations, releases and deltas at once', async () => {
    const made = await makeInventory(admin, { productId, name: `ململ ${t} سبز`, price: 500_000, stock: 30 });
    const orders = Array.from({ length: 12 }, () => randomUUID());
    const results = await Promise.allSettled([
      ...orders.map((orderId, i) => reserve(orderId, made.id, 1 + (i % 2))),
      ...[3, -2, 5, -1].map((stockDelta) => patch(made.id, { stockDelta })),
    ]);
    const deltas = results.slice(orders.length) as PromiseFulfilledResult<{ status: number }>[];
    expect(deltas.map((r) => r.value.status)).toEqual([200, 200, 200, 200]);
    const held = orders.filter((_, i) => results[i].status === 'fulfilled');
    // 18 steps at most: with the deltas, stock never runs out, so every line is held.
    expect(held).toHaveLength(orders.length);
    expect(await mismatches()).toEqual([]);

    // Some paid, the rest cancelled or expired; each moves reserved steps to sold or back to stock.
    held.forEach((orderId, i) => announce((['paid', 'cancelled', 'expired'] as const)[i % 3], orderId));
    await untilSettled(held);
    await patch(made.id, { stockDelta: 2 });
    expect(await mismatches()).toEqual([]);
    const { rows } = await db.query<{ sold: number; ledger: number; stock: number }>(
      `SELECT (SELECT coalesce(sum(quantity), 0)::int FROM stock_reservation
                WHERE inventory_id = $1 AND state = 'committed') AS sold,
              (SELECT sum(delta)::int FROM stock_ledger WHERE inventory_id = $1) AS ledger,
              (SELECT stock FROM inventory WHERE id = $1) AS stock`,
      [made.id],
    );
    expect(rows[0].ledger).toBe(30 + 3 - 2 + 5 - 1 + 2);
    expect(rows[0].stock + rows[0].sold).toBe(rows[0].ledger);
  });
});
