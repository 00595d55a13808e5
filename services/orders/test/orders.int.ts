import sharp from 'sharp';
import type { Order, Page, PlacedOrder } from '@ela/contracts';
import { Client } from 'pg';
import {
  GatewaySim,
  adminApi,
  comeBack,
  databaseUrl,
  startTestStack,
  waitUntil,
  type ApiClient,
} from '@ela/stack';
import { customerWithId, halfMeterFabric, tag } from './orders-fixtures';
import { POST, makeAddress, makePrice } from './shipping-fixtures';
import { StockReader, fillBasket, orderAsAdmin, placeOrder } from './order-fixtures';

jest.setTimeout(120_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: ApiClient;
let customer: { api: ApiClient; id: string };
let addressId: string;
let stock: StockReader;
const t = tag();
let fabric: Awaited<ReturnType<typeof halfMeterFabric>>;
const inv = (name: string) => fabric.byName[name].id;

beforeAll(async () => {
  // A payment window of a few seconds, so expiry can be watched; the sweep keeps its default.
  stack = await startTestStack(['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'], {
    orders: { PAYMENT_WINDOW_SECONDS: '5' },
  });
  admin = await adminApi(stack);
  customer = await customerWithId(stack);
  fabric = await halfMeterFabric(admin, t, {
    sale: { price: 100_000, salePrice: 80_000, stock: 10 },
    plain: { price: 50_000, stock: 20 },
    // One each for the tests below: unpaid orders expire, and must not move another test's stock.
    foreign: { price: 50_000, stock: 20 },
    life: { price: 50_000, stock: 20 },
    cancel: { price: 50_000, stock: 20 },
    expiry: { price: 50_000, stock: 20 },
    numbers: { price: 50_000, stock: 40 },
  });
  await makePrice(admin, POST);
  addressId = (await makeAddress(customer.api, 7, 7013)).id;
  stock = await StockReader.of(stack);
});

afterAll(async () => {
  await stock?.close();
  await stack?.dispose();
});

const post = (over: Record<string, unknown> = {}) => ({
  addressId,
  shippingMethod: 'Post',
  gateway: 'MockTest',
  ...over,
});

/** Payments tells orders through an event; the order is paid a moment after the payment. */
async function paidBy(id: string, ms = 10_000): Promise<Order> {
  const until = Date.now() + ms;
  for (;;) {
    const order = await orderAsAdmin(admin, id);
    if (order.status !== 'placed' || Date.now() > until) return order;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function placed(lines: { inventoryId: string; quantity: number }[], over = {}) {
  await fillBasket(customer.api, lines);
  const res = await placeOrder(customer.api, post(over));
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('placing an order', () => {
  it('prices a half-meter sale line, a discount and Post, holds the stock and empties the basket', async () => {
    const d = await admin.call('POST', '/discount', {
      code: `TEN-${t}`,
      title: 'ده درصد',
      kind: 'percent',
      value: 10,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(d.status).toBe(201);
    // 3 half meters (1.5 m) at 80,000 instead of 100,000; 1,500 g ships in the 5 kg band, same city.
    const order = await placed([{ inventoryId: inv('sale'), quantity: 3 }], { discountCode: `ten-${t}` });
    expect(order).toMatchObject({
      status: 'placed',
      breakdown: {
        subtotal: 300_000,
        saleSavings: 60_000,
        discount: 24_000,
        shipping: 300_000,
        total: 516_000,
      },
      payment: { gateway: 'MockTest', url: expect.stringMatching(/\/mock\/pay\/MT[0-9a-f]{32}$/) },
    });
    expect(await stock.stock(inv('sale'))).toBe(7);
    const basket = await customer.api.call<{ lines: unknown[] }>('GET', '/basket');
    expect(basket.body.lines).toEqual([]);
    const mine = await customer.api.call<Order>('GET', `/order/one/${order.id}`);
    expect(mine.body).toMatchObject({
      discountCode: `TEN-${t}`.toUpperCase(),
      timeline: [{ status: 'placed' }],
      shipTo: { provinceId: 7, cityId: 7013, cityName: 'تهران', postalCode: '1234567890' },
    });
    // The order keeps its own copy: the address book changing later does not move the parcel.
    const moved = await customer.api.call('PATCH', `/address/one/${mine.body.addressId}`, {
      street: 'خیابان دیگر',
    });
    expect(moved.status).toBe(200);
    const later = await customer.api.call<Order>('GET', `/order/one/${order.id}`);
    expect(later.body.shipTo).toEqual(mine.body.shipTo);
    // The discount had one use per customer: a second order with it is refused and holds nothing.
    await fillBasket(customer.api, [{ inventoryId: inv('plain'), quantity: 1 }]);
    const again = await placeOrder(customer.api, post({ discountCode: `TEN-${t}` }));
    expect(again).toMatchObject({ status: 409, body: { error: 'ORDERS.DISCOUNT_CUSTOMER_LIMIT' } });
    // Held while the order was checked, then released.
    expect(await stock.becomes(inv('plain'), 20)).toBe(20);
  });

  it('refuses an empty basket, more than is in stock, and a method not offered', async () => {
    await fillBasket(customer.api, []);
    expect(await placeOrder(customer.api, post())).toMatchObject({
      status: 409,
      body: { error: 'ORDERS.BASKET_EMPTY' },
    });
    await fillBasket(customer.api, [{ inventoryId: inv('plain'), quantity: 21 }]);
    const short = await placeOrder(customer.api, post());
    expect(short).toMatchObject({ status: 409, body: { error: 'ORDERS.BASKET_NOT_READY' } });
    await fillBasket(customer.api, [{ inventoryId: inv('plain'), quantity: 1 }]);
    const peyk = await placeOrder(customer.api, post({ shippingMethod: 'Peyk' }));
    expect(peyk).toMatchObject({ status: 409, body: { error: 'ORDERS.SHIPPING_NOT_OFFERED' } });
    // The method is checked against the lines the catalog held and priced: the hold goes back.
    expect(await stock.becomes(inv('plain'), 20)).toBe(20);
    // Each refusal took its placement's record with it (none is left for the sweep).
    const db = new Client({
      connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_orders`),
    });
    await db.connect();
    try {
      const left = await db.query('SELECT order_id FROM order_placement WHERE customer_id = $1', [
        customer.id,
      ]);
      expect(left.rows).toEqual([]);
    } finally {
      await db.end();
    }
  });

  // The order's last statement waits on the basket's row, locked here, while the test changes the
  // basket (another tab) or takes the placement's record (the sweep): nothing of the order may stand.
  for (const keyed of [false, true])
    for (const change of ['basket', 'placement'] as const)
      it(`refuses the order whole when its ${change} changes under its last statement (${keyed ? 'a key: in a transaction' : 'no key: alone'})`, async () => {
        const url = databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_orders`);
        const db = new Client({ connectionString: url });
        const watch = new Client({ connectionString: url });
        await Promise.all([db.connect(), watch.connect()]);
        const counts = async () =>
          (
            await watch.query(
              `SELECT (SELECT count(*) FROM customer_order WHERE customer_id = $1::uuid)::int AS orders,
                      (SELECT count(*) FROM outbox_event WHERE payload->'data'->>'customerId' = $1::text)::int AS events`,
              [customer.id],
            )
          ).rows[0];
        try {
          const held = await stock.stock(inv('plain'));
          await fillBasket(customer.api, [{ inventoryId: inv('plain'), quantity: 2 }]);
          const before = await counts();
          await db.query('BEGIN');
          const [basket] = (
            await db.query("SELECT id FROM basket WHERE customer_id = $1 AND status = 'open' FOR UPDATE", [
              customer.id,
            ])
          ).rows;
          const key = { 'Idempotency-Key': `refused-${change}-${Date.now()}` };
          const answer = customer.api.call('POST', '/order', post(), keyed ? key : {});
          await waitUntil('the order waits on the basket', async () => {
            const waiting = await watch.query(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
            );
            return waiting.rows[0].n > 0;
          });
          if (change === 'basket')
            await db.query(`UPDATE basket SET lines = '[]'::jsonb WHERE id = $1`, [basket.id]);
          else await db.query('DELETE FROM order_placement WHERE customer_id = $1', [customer.id]);
          await db.query('COMMIT');
          expect(await answer).toMatchObject(
            change === 'basket'
              ? { status: 409, body: { error: 'ORDERS.BASKET_CHANGED' } }
              : { status: 503, body: { error: 'ORDERS.PLACEMENT_TIMED_OUT' } },
          );
          // No order, no event of one (the release is orders' only event), the basket still open.
          const after = await counts();
          expect(after.orders).toBe(before.orders);
          expect(after.events).toBe(before.events + 1);
          const open = await watch.query("SELECT 1 FROM basket WHERE id = $1 AND status = 'open'", [
            basket.id,
          ]);
          expect(open.rows).toHaveLength(1);
          // The stock it held goes back.
          expect(await stock.becomes(inv('plain'), held)).toBe(held);
        } finally {
          await db.query('ROLLBACK').catch(() => undefined);
          await Promise.all([db.end(), watch.end()]);
        }
      });

  it("answers someone else's order as a 404", async () => {
    const order = await placed([{ inventoryId: inv('foreign'), quantity: 1 }]);
    const other = await customerWithId(stack);
    expect((await other.api.call('GET', `/order/one/${order.id}`)).status).toBe(404);
    expect((await other.api.call('POST', '/payment/start', { orderId: order.id })).status).toBe(404);
    const list = await other.api.call<Page<Order>>('GET', '/order/all');
    expect(list.body.total).toBe(0);
  });
});

describe('the life of an order', () => {
  it('is paid through MockTest (stock committed), then moved along the table only', async () => {
    const before = await stock.stock(inv('life'));
    const order = await placed([{ inventoryId: inv('life'), quantity: 2 }]);
    const sim = new GatewaySim(stack.urls.gatewaySim);
    const reference = new URL(order.payment.url!).pathname.split('/').pop()!;
    const result = await comeBack(customer.api, await sim.act(reference, 'pay'));
    expect(result.body).toMatchObject({ status: 'Success', orderId: order.id });
    expect((await paidBy(order.id)).status).toBe('paid');
    const move = (status: string, extra = {}) =>
      admin.call<Order & { error?: string }>('PATCH', `/order/${order.id}`, { status, ...extra });
    expect(await move('delivered')).toMatchObject({
      status: 409,
      body: { error: 'ORDERS.STATUS_NOT_ALLOWED' },
    });
    expect((await move('confirmed', { note: 'آماده شد' })).status).toBe(200);
    const shipped = await move('shipped', { trackingCode: 'PT123456789' });
    expect(shipped.body).toMatchObject({ status: 'shipped', trackingCode: 'PT123456789' });
    expect(await move('cancelled')).toMatchObject({ status: 409 });
    expect((await move('delivered')).body.status).toBe('delivered');
    const seen = await customer.api.call<Order>('GET', `/order/one/${order.id}`);
    expect(seen.body.timeline.map((e) => e.status)).toEqual([
      'placed',
      'paid',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    expect(seen.body.timeline[2]).toMatchObject({ note: 'آماده شد' });
    // Committed stock stays sold; nothing comes back.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await stock.stock(inv('life'))).toBe(before - 2);
  });

  it('gives the stock back when an admin cancels (the order is kept, cancelled)', async () => {
    const start = await stock.stock(inv('cancel'));
    const order = await placed([{ inventoryId: inv('cancel'), quantity: 3 }]);
    expect(await stock.stock(inv('cancel'))).toBe(start - 3);
    const cancelled = await admin.call<Order>('DELETE', `/order/${order.id}`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stock.becomes(inv('cancel'), start)).toBe(start);
    expect((await orderAsAdmin(admin, order.id)).status).toBe('cancelled');
  });

  it('expires an unpaid order when its window ends (its bank session cancelled), and the stock comes back', async () => {
    const start = await stock.stock(inv('expiry'));
    const order = await placed([{ inventoryId: inv('expiry'), quantity: 4 }]);
    // The session at the bank kept it payable; cancelled there, only the window is left.
    const reference = new URL(order.payment.url!).pathname.split('/').pop()!;
    await comeBack(customer.api, await new GatewaySim(stack.urls.gatewaySim).act(reference, 'cancel'));
    expect(await stock.becomes(inv('expiry'), start, 20_000)).toBe(start);
    const expired = await orderAsAdmin(admin, order.id);
    expect(expired.status).toBe('cancelled');
    expect(expired.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      by: null,
      note: 'مهلت پرداخت به پایان رسید',
    });
    const payAgain = await customer.api.call('POST', '/payment/start', { orderId: order.id });
    expect(payAgain).toMatchObject({ status: 409, body: { error: 'PAYMENTS.ORDER_NOT_PAYABLE' } });
  });
});

describe('admin listings', () => {
  it('filter by status and customer, and find orders by the customer’s phone', async () => {
    const all = await admin.call<Page<Order>>('GET', `/order/all-by-admin?customerId=${customer.id}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(2);
    const cancelled = await admin.call<Page<Order>>(
      'GET',
      `/order/all-by-admin?customerId=${customer.id}&status=cancelled`,
    );
    expect(cancelled.body.items.every((o) => o.status === 'cancelled')).toBe(true);
    const me = await customer.api.call<{ phone: string }>('GET', '/Users/currentUserData');
    const found = await admin.call<Page<Order>>('GET', `/order/user-search?term=${me.body.phone}`);
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(all.body.total);
    const foundCancelled = await admin.call<Page<Order>>(
      'GET',
      `/order/user-search?term=${me.body.phone}&status=cancelled&from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
    );
    expect(foundCancelled.body.total).toBe(cancelled.body.total);
    expect(foundCancelled.body.total).toBeLessThan(found.body.total);
    expect(foundCancelled.body.items.every((o) => o.status === 'cancelled')).toBe(true);
  });
});

/** Western digits written as Persian ones, as an admin may type them. */
const persian = (n: number) => String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

describe('order numbers', () => {
  it('are drawn in sequence, one per order, even when customers place at the same moment', async () => {
    const first = await placed([{ inventoryId: inv('numbers'), quantity: 1 }]);
    const second = await placed([{ inventoryId: inv('numbers'), quantity: 1 }]);
    expect(first.number).toBeGreaterThanOrEqual(100001);
    expect(second.number).toBe(first.number + 1);
    expect((await orderAsAdmin(admin, second.id)).number).toBe(second.number);

    const others = await Promise.all(
      [1, 2, 3].map(async () => {
        const other = await customerWithId(stack);
        const address = await makeAddress(other.api, 7, 7013);
        await fillBasket(other.api, [{ inventoryId: inv('numbers'), quantity: 1 }]);
        return { api: other.api, body: post({ addressId: address.id }) };
      }),
    );
    const together = await Promise.all(others.map((o) => placeOrder(o.api, o.body)));
    expect(together.map((r) => r.status)).toEqual([201, 201, 201]);
    const numbers = together.map((r) => (r.body as PlacedOrder).number);
    expect(new Set(numbers).size).toBe(3);
    expect(Math.min(...numbers)).toBeGreaterThan(second.number);
    // The customer's list and page carry it too.
    const mine = await others[0].api.call<Page<Order>>('GET', '/order/all');
    expect(mine.body.items.map((o) => o.number)).toEqual([numbers[0]]);
  });

  it('find an order in the panel by its number, typed in Persian or Western digits', async () => {
    const order = await placed([{ inventoryId: inv('numbers'), quantity: 1 }]);
    for (const term of [persian(order.number), String(order.number)]) {
      const found = await admin.call<Page<Order>>(
        'GET',
        `/order/user-search?term=${encodeURIComponent(term)}`,
      );
      expect(found.status).toBe(200);
      expect(found.body.items.map((o) => o.id)).toEqual([order.id]);
      expect(found.body.total).toBe(1);
    }
    // A number no order has finds nothing; filters still apply to the one it finds.
    const none = await admin.call<Page<Order>>('GET', `/order/user-search?term=${order.number + 1000}`);
    expect(none.body.total).toBe(0);
    const paidOnly = await admin.call<Page<Order>>(
      'GET',
      `/order/user-search?term=${order.number}&status=paid`,
    );
    expect(paidOnly.body.total).toBe(0);
  });

  it('are read for a page of payments by the orders’ ids', async () => {
    const [a, b] = [
      await placed([{ inventoryId: inv('numbers'), quantity: 1 }]),
      await placed([{ inventoryId: inv('numbers'), quantity: 1 }]),
    ];
    const read = await admin.call<Page<Order>>('GET', `/order/all-by-admin?ids=${a.id},${b.id}&sort=oldest`);
    expect(read.status).toBe(200);
    expect(read.body.items.map((o) => [o.id, o.number])).toEqual([
      [a.id, a.number],
      [b.id, b.number],
    ]);
    expect((await admin.call('GET', '/order/all-by-admin?ids=not-an-id')).status).toBe(400);
  });

  it('keep who placed the order and each line’s picture as it was then', async () => {
    const picture = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#719c95' } })
      .png()
      .toBuffer();
    const uploaded = await admin.upload(
      'POST',
      `/products/inventory/upload-image/${inv('numbers')}`,
      {},
      picture,
    );
    expect(uploaded.status).toBe(200);
    const withPicture = await placed([
      { inventoryId: inv('numbers'), quantity: 1 },
      { inventoryId: inv('plain'), quantity: 1 },
    ]);
    const seen = await orderAsAdmin(admin, withPicture.id);
    const me = await customer.api.call<{ phone: string }>('GET', '/Users/currentUserData');
    expect(seen.customer).toEqual({ phone: me.body.phone, firstName: null, lastName: null });
    const byInventory = Object.fromEntries(seen.lines.map((l) => [l.inventoryId, l.image]));
    expect(byInventory[inv('numbers')]?.key).toBe(uploaded.body.images[0].key);
    expect(byInventory[inv('plain')]).toBeNull();
  });
});
