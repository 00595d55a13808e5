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
  // A bank answer is waited for one second; reconciliation sweeps every second, ten payments at a
  // time, and asks about a payment two seconds old; orders wait twelve seconds for payment.
  stack = await startTestStack(['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'], {
    payments: {
      GATEWAY_TIMEOUT_MS: '1000',
      RECONCILE_EVERY_MS: '1000',
      RECONCILE_AFTER_SECONDS: '2',
      // Small, so a sweep that must rotate past more stuck payments than it takes stays quick.
      RECONCILE_BATCH: '10',
      // Shorter than the orders' window: a session nobody came back from is asked about after it.
      BANK_SESSION_SECONDS: '6',
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
    'owed',
    'starved',
    'late',
    'closed',
    'window',
    'unrecorded',
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
    expect(settled.history.map((h) => h.state)).toEqual(['started', 'at_bank', 'verifying', 'paid']);
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
    // -1533 to the confirm this payment sent: the money is ours, and the reload says so.
    expect((await comeBack(shop.customer.api, ret)).body).toMatchObject({ status: 'Success' });
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

  it('a session the bank lets expire unpaid is failed once the bank says so; the order waits for its window', async () => {
    const before = await shop.stock.stock(inv.abandoned);
    const placed = await order(shop, inv.abandoned, 'Parsian');
    await shop.sim.expire(referenceOf(placed.payment.url!));
    const failed = await paymentWhen(placed.id, (p) => p.state === 'failed');
    expect(failed).toMatchObject({ status: 'Failed', failure: 'EXPIRED' });
    expect(failed.capturedAt).toBeNull();
    const cancelled = await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'cancelled', 25_000);
    expect(cancelled.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'مهلت پرداخت به پایان رسید',
    });
    expect(await shop.stock.becomes(inv.abandoned, before, 5000)).toBe(before);
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
    // Failed by its bank session's end or by the closed order: either way never verified.
    expect(result.body.status).toBe('Failed');
    expect(['ORDER_CLOSED', 'EXPIRED']).toContain(result.body.failure);
    // Never verified: Zarinpal sends unverified money back by itself.
    expect((await shop.sim.session(reference)).counts.verify).toBe(0);
    expect(await shop.stock.becomes(inv.late, before)).toBe(before);
  });

  it('an order an admin cancelled while the customer was at the bank is never verified nor answered paid', async () => {
    const placed = await order(shop, inv.closed, 'Zarinpal');
    const reference = referenceOf(placed.payment.url!);
    const counted = await anomalies(stack, 'Zarinpal', 'ORDER_CLOSED');
    expect((await shop.admin.call('DELETE', `/order/${placed.id}`)).status).toBe(200);
    const result = await comeBack(shop.customer.api, await shop.sim.act(reference, 'pay'));
    expect(result.body).toMatchObject<Partial<PaymentResult>>({
      status: 'Failed',
      outcome: 'failed',
      failure: 'ORDER_CLOSED',
    });
    expect(await anomalies(stack, 'Zarinpal', 'ORDER_CLOSED')).toBe(counted + 1);
    const session = await shop.sim.session(reference);
    expect(session.counts.verify).toBe(0);
    expect(session.state).toBe('paid');
    const seen = await orderWhen(shop.customer.api, placed.id, () => true);
    expect(seen.status).toBe('cancelled');
    expect(seen.timeline.some((e) => e.status === 'paid')).toBe(false);
  });

  it('a paid order an admin cancels gives its stock back and its money is reversed at the bank', async () => {
    const before = await shop.stock.stock(inv.window);
    const placed = await order(shop, inv.window, 'Zarinpal');
    const reference = referenceOf(placed.payment.url!);
    const paid = await comeBack(shop.customer.api, await shop.sim.act(reference, 'pay'));
    expect(paid.body.outcome).toBe('paid');
    await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid');
    expect((await shop.admin.call('DELETE', `/order/${placed.id}`)).status).toBe(200);
    const reversed = await paymentWhen(paid.body.id, (p) => p.state === 'reversed');
    expect(reversed).toMatchObject({ state: 'reversed', reversal: 'done' });
    expect((await shop.sim.session(reference)).state).toBe('reversed');
    expect(await shop.stock.becomes(inv.window, before)).toBe(before);
  });

  it('a paid order cancelled before its payment recorded "paid" still gives the money back, once recorded', async () => {
    const placed = await order(shop, inv.unrecorded, 'Zarinpal');
    const reference = referenceOf(placed.payment.url!);
    const paid = await comeBack(shop.customer.api, await shop.sim.act(reference, 'pay'));
    await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid');
    // As if payments stopped between orders' "pay" and its own record: the row still says
    // verifying, under the lease of the process that stopped.
    await sql(
      stack,
      'payments',
      "UPDATE payment SET state = 'verifying', lease_until = now() + interval '1 hour' WHERE id = $1",
      [paid.body.id],
    );
    expect((await shop.admin.call('DELETE', `/order/${placed.id}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 3000));
    expect((await paymentWhen(paid.body.id, () => true)).state).toBe('verifying');
    // The process's work is recorded (by it, or by reconciliation after its lease): now the
    // cancellation, put off meanwhile, gives the money back.
    await sql(stack, 'payments', "UPDATE payment SET state = 'paid', lease_until = NULL WHERE id = $1", [
      paid.body.id,
    ]);
    const reversed = await paymentWhen(paid.body.id, (p) => p.state === 'reversed');
    expect(reversed).toMatchObject({ state: 'reversed', reversal: 'done' });
    expect((await shop.sim.session(reference)).state).toBe('reversed');
  });

  it('a reversal the bank refuses (its window is over) is listed as a refund owed until an admin records it', async () => {
    const placed = await order(shop, inv.owed, 'Zarinpal');
    const reference = referenceOf(placed.payment.url!);
    const paid = await comeBack(shop.customer.api, await shop.sim.act(reference, 'pay'));
    await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid');
    await shop.sim.switches({ reversalWindowMs: 0 });
    const counted = await anomalies(stack, 'Zarinpal', 'REVERSAL_REFUSED');
    expect((await shop.admin.call('DELETE', `/order/${placed.id}`)).status).toBe(200);
    const owed = await paymentWhen(paid.body.id, (p) => p.state === 'refund_owed');
    expect(owed).toMatchObject({ state: 'refund_owed', reversal: 'failed' });
    expect(await anomalies(stack, 'Zarinpal', 'REVERSAL_REFUSED')).toBe(counted + 1);
    expect((await shop.sim.session(reference)).state).toBe('verified');
    const listed = await shop.admin.call<Page<Payment>>(
      'GET',
      '/payment/all-by-admin?state=refund_owed&limit=100',
    );
    expect(listed.body.items.map((p) => p.id)).toContain(paid.body.id);
    expect([401, 403]).toContain(
      (await shop.customer.api.call('POST', `/payment/refunded/${paid.body.id}`)).status,
    );
    const done = await shop.admin.call<Payment>('POST', `/payment/refunded/${paid.body.id}`);
    expect(done.body.state).toBe('refunded');
    expect((await shop.admin.call('POST', `/payment/refunded/${paid.body.id}`)).status).toBe(409);
  });
});

describe('a sweep with more stuck payments than it takes at once', () => {
  it('still reaches the newest: each one looked at goes to the back of the line', async () => {
    // 15 Zarinpal payments whose bank never answers an inquiry (more than a sweep's 10), all older
    // than the one that matters.
    await sql(
      stack,
      'payments',
      `INSERT INTO payment (id, number, order_id, customer_id, gateway, amount, status, state, reference,
         history, created_at, updated_at)
       SELECT gen_random_uuid(), nextval('payment_number_seq'), gen_random_uuid(), gen_random_uuid(),
         'Zarinpal', 10000, 'Initial', 'at_bank', 'A' || lpad(n::text, 35, '0'), '[]',
         now() - interval '1 hour', now() - interval '1 hour'
       FROM generate_series(1, 15) AS n`,
    );
    await shop.sim.switches({ fail500: { inquiry: 100_000 } });
    const placed = await order(shop, inv.starved, 'Parsian');
    await shop.sim.act(referenceOf(placed.payment.url!), 'pay');
    // Nobody comes back; once the bank session is over, reconciliation confirms it.
    const paid = await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid', 40_000);
    expect(paid.status).toBe('paid');
    await sql(stack, 'payments', "DELETE FROM payment WHERE reference LIKE 'A0000%' AND amount = 10000");
  });
});
