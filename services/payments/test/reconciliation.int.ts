import type { Page, Payment, PaymentResult } from '@ela/contracts';
import { comeBack, metricValue, scrapeMetrics, startTestStack } from '@ela/stack';
import {
  anomalies,
  fabric,
  openShop,
  order,
  orderWhen,
  referenceOf,
  sql,
  type TestShop,
} from './payment-fixtures';

jest.setTimeout(240_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
let shop: TestShop;
let inv: Record<string, string>;

const WINDOW_SECONDS = 12;

beforeAll(async () => {
  // A bank answer is waited for one second; reconciliation sweeps every second and asks about a
  // payment two seconds old; orders wait twelve seconds for payment.
  stack = await startTestStack(['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'], {
    payments: {
      GATEWAY_TIMEOUT_MS: '1000',
      RECONCILE_EVERY_MS: '1000',
      RECONCILE_AFTER_SECONDS: '2',
      // Longer than the orders' window: an abandoned payment ends with its order, or when the
      // bank says its session expired.
      BANK_SESSION_SECONDS: '300',
    },
    orders: { PAYMENT_WINDOW_SECONDS: String(WINDOW_SECONDS) },
  });
  shop = await openShop(stack);
  inv = await fabric(shop, [
    'slow',
    'again',
    'error',
    'lostZ',
    'lostP',
    'abandoned',
    'late',
    'closed',
    'window',
  ]);
});

afterAll(async () => {
  await shop?.stock.close();
  await stack?.dispose();
});

afterEach(() => shop.sim.reset());

async function paymentWhen(id: string, until: (p: Payment) => boolean, ms = 15_000): Promise<Payment> {
  const deadline = Date.now() + ms;
  for (;;) {
    const page = await shop.admin.call<Page<Payment>>('GET', `/payment/all-by-admin?q=${id}&limit=100`);
    const found = page.body.items.find((p) => p.id === id || p.orderId === id)!;
    if ((found && until(found)) || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a verification whose answer is lost', () => {
  it('times out after Zarinpal took the money: answered pending, then settled by reconciliation, once', async () => {
    const placed = await order(shop, inv.slow, 'Zarinpal');
    const reference = referenceOf(placed.payment.url!);
    const ret = await shop.sim.act(reference, 'pay');
    await shop.sim.switches({ slowMs: { verify: 2500 } });
    const first = await comeBack(shop.customer.api, ret);
    expect(first.body).toMatchObject({ status: 'Pending', outcome: 'pending' });
    expect((await shop.sim.session(reference)).state).toBe('verified');
    await shop.sim.reset();

    const settled = await paymentWhen(first.body.id, (p) => p.status === 'Success');
    expect(settled).toMatchObject({ status: 'Success', refId: expect.stringMatching(/^\d+$/) });
    expect(settled.history.map((h) => h.status)).toEqual(['Initial', 'Pending', 'Success']);
    expect((await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid')).status).toBe('paid');
    // The customer's reload now answers the settled result.
    expect((await comeBack(shop.customer.api, ret)).body).toMatchObject({
      status: 'Success',
      outcome: 'paid',
    });
  });

  it('Parsian answers a repeated confirm with -1533: the reload stays pending, reconciliation settles it', async () => {
    const placed = await order(shop, inv.again, 'Parsian');
    const reference = referenceOf(placed.payment.url!);
    const ret = await shop.sim.act(reference, 'pay');
    await shop.sim.switches({ slowMs: { verify: 2500 }, confirmAgain: 'already' });
    expect((await comeBack(shop.customer.api, ret)).body.outcome).toBe('pending');
    await shop.sim.switches({ slowMs: { verify: 0 } });
    expect((await comeBack(shop.customer.api, ret)).body).toMatchObject({ status: 'Pending' });
    const settled = await paymentWhen(placed.id, (p) => p.status === 'Success');
    expect(settled.status).toBe('Success');
    expect((await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid')).status).toBe('paid');
  });

  it('a 500 from the bank leaves the payment pending; it is verified a few seconds later', async () => {
    const placed = await order(shop, inv.error, 'MockTest');
    const ret = await shop.sim.act(referenceOf(placed.payment.url!), 'pay');
    const errors = async () =>
      metricValue(
        await scrapeMetrics(stack.config.ports.paymentsHealth),
        'ela_payment_gateway_errors_total',
        { gateway: 'MockTest', operation: 'verify' },
      ) ?? 0;
    const counted = await errors();
    await shop.sim.switches({ fail500: { verify: 1 } });
    const first = await comeBack(shop.customer.api, ret);
    expect(first.body.status).toBe('Pending');
    expect(await errors()).toBe(counted + 1);
    const settled = await paymentWhen(first.body.id, (p) => p.status === 'Success');
    expect(settled.status).toBe('Success');
    // The 500 did nothing at the bank; the one verification that counted came after it.
    const session = await shop.sim.session(referenceOf(placed.payment.url!));
    expect(session).toMatchObject({ state: 'verified', counts: { verify: 1 } });
  });
});

describe('a return that never comes', () => {
  it('Zarinpal lists the payment as unverified: reconciliation verifies it and the order is paid', async () => {
    const placed = await order(shop, inv.lostZ, 'Zarinpal');
    await shop.sim.act(referenceOf(placed.payment.url!), 'pay');
    const paid = await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid');
    expect(paid.status).toBe('paid');
    expect((await shop.sim.session(referenceOf(placed.payment.url!))).state).toBe('verified');
  });

  it('Parsian: reconciliation confirms a paid session nobody came back from', async () => {
    const placed = await order(shop, inv.lostP, 'Parsian');
    await shop.sim.act(referenceOf(placed.payment.url!), 'pay');
    const paid = await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid');
    expect(paid.status).toBe('paid');
  });

  it('a session the bank lets expire unpaid is failed, and the stock comes back at once', async () => {
    const before = await shop.stock.stock(inv.abandoned);
    const placed = await order(shop, inv.abandoned, 'Parsian');
    await shop.sim.expire(referenceOf(placed.payment.url!));
    const failed = await paymentWhen(placed.id, (p) => p.status === 'Failed');
    expect(failed).toMatchObject({ status: 'Failed', failure: 'EXPIRED' });
    // Well before the order's own window ends.
    expect(await shop.stock.becomes(inv.abandoned, before, 5000)).toBe(before);
    expect((await orderWhen(shop.customer.api, placed.id, () => true)).status).toBe('cancelled');
  });
});

describe('money for an order that can no longer take it', () => {
  it('a payment made after the order’s window ended is not verified, and the order stays cancelled', async () => {
    const before = await shop.stock.stock(inv.late);
    const placed = await order(shop, inv.late, 'Zarinpal');
    const reference = referenceOf(placed.payment.url!);
    await shop.sim.switches({ sessionTtlMs: 60_000 });
    const expired = await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'cancelled', 25_000);
    expect(expired.status).toBe('cancelled');
    const ret = await shop.sim.act(reference, 'pay');
    const result = await comeBack(shop.customer.api, ret);
    expect(result.body).toMatchObject({ status: 'Failed', failure: 'ORDER_CLOSED' });
    // Never verified: Zarinpal sends unverified money back by itself.
    expect((await shop.sim.session(reference)).counts.verify).toBe(0);
    expect(await shop.stock.becomes(inv.late, before)).toBe(before);
  });

  it('an order cancelled while the customer paid refuses the payment, and the money is reversed', async () => {
    const placed = await order(shop, inv.closed, 'Zarinpal');
    const reference = referenceOf(placed.payment.url!);
    const counted = await anomalies(stack, 'Zarinpal', 'SUCCESS_REFUSED');
    expect((await shop.admin.call('DELETE', `/order/${placed.id}`)).status).toBe(200);
    const result = await comeBack(shop.customer.api, await shop.sim.act(reference, 'pay'));
    expect(result.body.status).toBe('Success');
    const reversed = await paymentWhen(result.body.id, (p) => p.reversal === 'done');
    expect(reversed).toMatchObject({ status: 'Success', reversal: 'done' });
    expect(await anomalies(stack, 'Zarinpal', 'SUCCESS_REFUSED')).toBe(counted + 1);
    expect((await shop.sim.session(reference)).state).toBe('reversed');
    const again = await comeBack(shop.customer.api, {
      method: 'GET',
      url: `http://x/?Authority=${reference}&Status=OK`,
    });
    expect(again.body).toMatchObject<Partial<PaymentResult>>({ outcome: 'reversed', reversal: 'done' });
    const seen = await orderWhen(shop.customer.api, placed.id, () => true);
    expect(seen.status).toBe('cancelled');
    expect(seen.timeline.some((e) => e.status === 'paid')).toBe(false);
    const refused = await sql(
      stack,
      'orders',
      "SELECT 1 FROM outbox_event WHERE subject = 'orders.order.payment-refused.v1' AND payload->'data'->>'id' = $1",
      [placed.id],
    );
    expect(refused).toHaveLength(1);
  });

  it('a reversal the bank refuses (its window is over) is left for a person, and the customer is told', async () => {
    const placed = await order(shop, inv.window, 'Zarinpal');
    const reference = referenceOf(placed.payment.url!);
    expect((await shop.admin.call('DELETE', `/order/${placed.id}`)).status).toBe(200);
    await shop.sim.switches({ reversalWindowMs: 0 });
    const counted = await anomalies(stack, 'Zarinpal', 'REVERSAL_REFUSED');
    const result = await comeBack(shop.customer.api, await shop.sim.act(reference, 'pay'));
    expect(result.body.status).toBe('Success');
    const refused = await paymentWhen(result.body.id, (p) => p.reversal === 'failed');
    expect(refused).toMatchObject({ status: 'Success', reversal: 'failed' });
    expect(await anomalies(stack, 'Zarinpal', 'REVERSAL_REFUSED')).toBe(counted + 1);
    expect((await shop.sim.session(reference)).state).toBe('verified');
    const again = await comeBack(shop.customer.api, {
      method: 'GET',
      url: `http://x/?Authority=${reference}&Status=OK`,
    });
    expect(again.body).toMatchObject({ outcome: 'reversed', reversal: 'failed' });
  });
});
