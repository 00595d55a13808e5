import { randomUUID } from 'node:crypto';
import type { Order, PaymentResult, PlacedOrder, StartedPlacedPayment } from '@ela/contracts';
import { requestService } from '@ela/service-kit';
import { ApiClient, comeBack, startTestStack, type SimReturn } from '@ela/stack';
import { fillBasket, placeOrder } from '../../orders/test/order-fixtures';
import { PEYK, makePrice } from '../../orders/test/shipping-fixtures';
import {
  fabric,
  openShop,
  order,
  orderWhen,
  referenceOf,
  sql,
  tag,
  when,
  type TestShop,
} from './payment-fixtures';
import { halfMeterFabric } from '../../orders/test/orders-fixtures';

jest.setTimeout(240_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
let shop: TestShop;
let inv: Record<string, string>;
const t = tag();

beforeAll(async () => {
  // Bank answers are waited for one second; reconciliation sweeps every second and asks about a
  // payment two seconds after it was last touched; orders wait eight seconds for payment.
  stack = await startTestStack(['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'], {
    payments: {
      GATEWAY_TIMEOUT_MS: '1000',
      RECONCILE_EVERY_MS: '1000',
      RECONCILE_AFTER_SECONDS: '2',
      BANK_SESSION_SECONDS: '60',
    },
    orders: { PAYMENT_WINDOW_SECONDS: '8' },
  });
  shop = await openShop(stack);
  // Peyk in the shop's own city at no cost, for totals of zero and under a gateway's minimum.
  await makePrice(shop.admin, { ...PEYK, base: 0, perKm: 0, cities: [{ cityId: 7013, km: 0 }] });
  inv = await fabric(shop, [
    'twice',
    'forged',
    'event',
    'handed',
    'grace',
    'code',
    'key',
    'total',
    'stranger',
  ]);
});

afterAll(async () => {
  await shop?.stock.close();
  await stack?.dispose();
});

afterEach(() => shop.sim.reset());

const paymentsOf = (orderId: string) =>
  sql<{ id: string; state: string; captured_at: Date | null; failure: string | null }>(
    stack,
    'payments',
    'SELECT id, state, captured_at, failure FROM payment WHERE order_id = $1 ORDER BY created_at',
    [orderId],
  );

const start = (orderId: string, gateway?: string) =>
  shop.customer.api.call<{ id: string; url: string; error?: string }>('POST', '/payment/start', {
    orderId,
    ...(gateway ? { gateway } : {}),
  });

describe('one order, two attempts paid at the bank', () => {
  it('the first, whose verify was slow, pays the order; the second is never verified, so nothing is taken twice', async () => {
    const placed = await order(shop, inv.twice, 'Zarinpal');
    const first = referenceOf(placed.payment.url!);
    const second = await start(placed.id, 'Zarinpal');
    expect(second.status).toBe(201);
    await shop.sim.act(referenceOf(second.body.url), 'pay');
    const firstReturn = await shop.sim.act(first, 'pay');
    // The bank verifies the first at once but answers after five seconds: the shop hears nothing.
    await shop.sim.switches({ slowMs: { verify: 5000, inquiry: 5000 } });
    const pending = await comeBack(shop.customer.api, firstReturn);
    expect(pending.body.outcome).toBe('pending');
    expect((await shop.sim.session(first)).state).toBe('verified');
    // While the first is checked with its bank, paying again is refused rather than risked.
    expect((await start(placed.id)).body.error).toBe('PAYMENTS.PAYMENT_IN_PROGRESS');
    // The second's return: the order is held by the first, so the second is never verified.
    const secondResult = await comeBack(shop.customer.api, {
      method: 'GET',
      url: `http://x/?Authority=${referenceOf(second.body.url)}&Status=OK`,
    } as SimReturn);
    expect(secondResult.body).toMatchObject({ outcome: 'failed', failure: 'ALREADY_PAID' });
    expect((await shop.sim.session(referenceOf(second.body.url))).counts.verify).toBe(0);
    await shop.sim.reset();

    const paid = await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid', 20_000);
    expect(paid.status).toBe('paid');
    // Orders pays the order before payments records its own 'paid': the row follows a moment later.
    const rows = await when(
      () => paymentsOf(placed.id),
      ([first]) => first?.state !== 'verifying',
      10_000,
    );
    expect(rows.map((r) => r.state)).toEqual(['paid', 'failed']);
    expect(rows[1].captured_at).toBeNull();
    expect((await shop.sim.session(referenceOf(second.body.url))).state).toBe('paid');
  });
});

describe('returns and events are claims, not facts', () => {
  it('a forged Parsian "cancelled" posted first does not decide: the customer who paid has a paid order', async () => {
    const placed = await order(shop, inv.forged, 'Parsian');
    const token = referenceOf(placed.payment.url!);
    const forged = await fetch(`${stack.urls.api}/payment/parsian/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `Token=${token}&status=-138`,
      redirect: 'manual',
    });
    expect(forged.status).toBe(303);
    const real = await shop.sim.act(token, 'pay');
    const result = await comeBack(shop.customer.api, real);
    expect(result.body).toMatchObject({ outcome: 'paid', details: true, orderId: placed.id });
    expect((await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid')).status).toBe('paid');
  });

  it('a stranger holding the bank reference learns the outcome only', async () => {
    const placed = await order(shop, inv.stranger, 'Zarinpal');
    const ret = await shop.sim.act(referenceOf(placed.payment.url!), 'pay');
    expect((await comeBack(shop.customer.api, ret)).body.outcome).toBe('paid');
    const seen = await comeBack(new ApiClient(stack.urls.api), ret);
    expect(seen.body).toMatchObject<Partial<PaymentResult>>({
      outcome: 'paid',
      details: false,
      orderId: null,
      amount: null,
      refId: null,
      cardMask: null,
    });
  });

  it('a payment success published by anyone who can reach NATS pays nothing', async () => {
    const placed = await order(shop, inv.event, 'Zarinpal');
    // Even as the payments user, whose subject it is: orders does not take an event's word.
    const nc = await stack.connectNats('payments');
    try {
      // As the payments outbox would: the stream stores a plain publish on its subjects too.
      const subject = 'payments.payment.succeeded.v1';
      const data = {
        id: randomUUID(),
        orderId: placed.id,
        customerId: shop.customer.id,
        gateway: 'Zarinpal',
        amount: placed.breakdown.total,
        refId: '123456',
      };
      nc.publish(
        `${stack.config.natsPrefix}${subject}`,
        JSON.stringify({ id: randomUUID(), subject, occurredAt: new Date().toISOString(), data }),
      );
      await nc.flush();
    } finally {
      await nc.close();
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect((await shop.customer.api.call<Order>('GET', `/order/one/${placed.id}`)).body.status).toBe(
      'placed',
    );
  });
});

describe('a start handed by orders', () => {
  it('for an amount other than the order’s total, as only orders could send it, pays nothing; a placement time ahead of payments’ clock lengthens no session', async () => {
    const placed = await order(shop, inv.handed, 'Zarinpal');
    // Orders alone may send it (NATS permissions); even so, orders checks the amount at the claim.
    const nc = await stack.connectNats('orders');
    let started: StartedPlacedPayment;
    try {
      const reply = await requestService<StartedPlacedPayment>(
        nc,
        'payments.payments.startPlaced',
        {
          requestId: randomUUID(),
          token: shop.customer.token,
          params: {},
          query: {},
          // A placement an hour ahead of payments' clock: its session still counts from now.
          body: {
            orderId: placed.id,
            gateway: 'Zarinpal',
            amount: placed.breakdown.total - 10_000,
            placedAt: new Date(Date.now() + 3_600_000).toISOString(),
          },
        },
        { prefix: stack.config.natsPrefix, timeoutMs: 10_000 },
      );
      if (!reply.ok) throw new Error(JSON.stringify(reply.error));
      started = reply.value;
    } finally {
      await nc.close();
    }
    expect(Date.parse(started.sessionEndsAt)).toBeLessThanOrEqual(Date.now() + 60_000);
    const result = await comeBack(shop.customer.api, await shop.sim.act(referenceOf(started.url), 'pay'));
    expect(result.body).toMatchObject({ outcome: 'failed', failure: 'ORDER_CLOSED' });
    const handed = (await paymentsOf(placed.id)).find((p) => p.id === started.id)!;
    expect(handed.captured_at).toBeNull();
    expect((await shop.customer.api.call<Order>('GET', `/order/one/${placed.id}`)).body.status).toBe(
      'placed',
    );
  });
});

describe('the payment window', () => {
  it('a payment started inside the window can finish after it: the order is paid, not expired', async () => {
    const placed = await order(shop, inv.grace, 'MockTest');
    const ret = await shop.sim.act(referenceOf(placed.payment.url!), 'pay');
    await new Promise((r) => setTimeout(r, 10_000));
    const result = await comeBack(shop.customer.api, ret);
    expect(result.body.outcome).toBe('paid');
    expect((await orderWhen(shop.customer.api, placed.id, (o) => o.status !== 'placed')).status).toBe('paid');
    // Outside the window a new session is refused.
    expect((await start(placed.id)).status).toBe(409);
  });
});

describe('a discount code’s use', () => {
  it('goes back when the order is cancelled, so a one-time code can be used again', async () => {
    const code = `ONCE-${t}`;
    const made = await shop.admin.call('POST', '/discount', {
      code,
      title: 'یک‌بار',
      kind: 'percent',
      value: 10,
      usageLimit: 1,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(made.status).toBe(201);
    const first = await placeWith(inv.code, { discountCode: code });
    expect(first.status).toBe(201);
    const used = async () =>
      (
        await sql<{ used: number }>(stack, 'orders', 'SELECT used FROM discount WHERE code = upper($1)', [
          code,
        ])
      )[0].used;
    expect(await used()).toBe(1);
    expect((await shop.admin.call('DELETE', `/order/${first.body.id}`)).status).toBe(200);
    expect(await used()).toBe(0);
    const again = await placeWith(inv.code, { discountCode: code });
    expect(again.status).toBe(201);
    expect(again.body.breakdown.discount).toBeGreaterThan(0);
  });
});

describe('placing an order', () => {
  it('answers a repeated Idempotency-Key with the first order, holding its stock once', async () => {
    const before = await shop.stock.stock(inv.key);
    await fillBasket(shop.customer.api, [{ inventoryId: inv.key, quantity: 2 }]);
    const key = `order-${randomUUID()}`;
    const body = { addressId: shop.addressId, shippingMethod: 'Post', gateway: 'MockTest' };
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        shop.customer.api.call<PlacedOrder>('POST', '/order', body, { 'Idempotency-Key': key }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await shop.stock.becomes(inv.key, before - 2)).toBe(before - 2);
    const later = await shop.customer.api.call<PlacedOrder>('POST', '/order', body, {
      'Idempotency-Key': key,
    });
    expect(later.body.id).toBe(answers[0].body.id);
  });

  it('refuses a total the customer did not see with the new breakdown, holding nothing', async () => {
    const before = await shop.stock.stock(inv.total);
    const res = await placeWith(inv.total, { expectedTotal: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'ORDERS.TOTAL_CHANGED',
      details: { breakdown: { total: expect.any(Number) } },
    });
    expect(await shop.stock.becomes(inv.total, before)).toBe(before);
    const seen = (res.body as unknown as { details: { breakdown: { total: number } } }).details.breakdown
      .total;
    expect((await placeWith(inv.total, { expectedTotal: seen })).status).toBe(201);
  });

  it('completes a zero total without a bank, and refuses a total under the gateway’s minimum', async () => {
    const cheap = await fabricAt(500);
    const under = await placeWith(cheap, { shippingMethod: 'Peyk' }, 1);
    expect(under.status).toBe(409);
    expect(under.body.error).toBe('ORDERS.TOTAL_BELOW_GATEWAY_MINIMUM');

    const code = `FREE-${t}`;
    await shop.admin.call('POST', '/discount', {
      code,
      title: 'رایگان',
      kind: 'percent',
      value: 100,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const free = await placeWith(cheap, { shippingMethod: 'Peyk', discountCode: code }, 1);
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ status: 'paid', breakdown: { total: 0 }, payment: { url: null } });
    expect(await paymentsOf(free.body.id)).toEqual([]);
  });
});

async function placeWith(inventoryId: string, over: Record<string, unknown>, quantity = 2) {
  await fillBasket(shop.customer.api, [{ inventoryId, quantity }]);
  return placeOrder(shop.customer.api, {
    addressId: shop.addressId,
    shippingMethod: 'Post',
    gateway: 'MockTest',
    ...over,
  });
}

/** A fabric with one inventory at `price` Rials a half meter. */
async function fabricAt(price: number): Promise<string> {
  const made = await halfMeterFabric(shop.admin, tag(), { cheap: { price, stock: 20 } });
  return made.byName.cheap.id;
}
