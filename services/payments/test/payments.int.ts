import type { OfferedGateway, Page, Payment, PaymentResult } from '@ela/contracts';
import { ApiClient, comeBack, startTestStack } from '@ela/stack';
import {
  anomalies,
  fabric,
  openShop,
  order,
  orderWhen,
  referenceOf,
  sql,
  stranger,
  type TestShop,
} from './payment-fixtures';

jest.setTimeout(180_000);

let stack: Awaited<ReturnType<typeof startTestStack>>;
let shop: TestShop;
let inv: Record<string, string>;

beforeAll(async () => {
  stack = await startTestStack(['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway']);
  shop = await openShop(stack);
  inv = await fabric(shop, [
    'zarinpal',
    'parsian',
    'mock',
    'cancel',
    'fail',
    'tamperZ',
    'tamperP',
    'replay',
    'open',
    'twice',
    'nosession',
  ]);
});

afterAll(async () => {
  await shop?.stock.close();
  await stack?.dispose();
});

afterEach(() => shop.sim.reset());

const history = async (paymentId: string) =>
  (
    await sql<{ history: { state: string }[] }>(
      stack,
      'payments',
      'SELECT history FROM payment WHERE id = $1',
      [paymentId],
    )
  )[0].history.map((h) => h.state);

describe('the gateways offered', () => {
  it('lists Zarinpal, Parsian and MockTest outside production, to anyone', async () => {
    const res = await new ApiClient(stack.urls.api).call<OfferedGateway[]>('GET', '/payment/gateways');
    expect(res.status).toBe(200);
    expect(res.body.map((g) => g.gateway)).toEqual(['Zarinpal', 'Parsian', 'MockTest']);
    expect(res.body[0].title).toBe('زرین‌پال');
  });
});

describe.each([
  ['Zarinpal', 'zarinpal', /\/pg\/StartPay\/A\w{35}$/],
  ['Parsian', 'parsian', /\/NewIPG\/\?Token=\d+$/],
  ['MockTest', 'mock', /\/mock\/pay\/MT[0-9a-f]{32}$/],
] as const)('paying with %s', (gateway, name, page) => {
  it('sends the customer to the bank page, and a paid return pays the order once, stock kept sold', async () => {
    const before = await shop.stock.stock(inv[name]);
    const placed = await order(shop, inv[name], gateway);
    expect(placed.payment.url).toMatch(page);
    expect(await shop.stock.stock(inv[name])).toBe(before - 2);
    const reference = referenceOf(placed.payment.url!);

    const ret = await shop.sim.act(reference, 'pay');
    const result = await comeBack(shop.customer.api, ret);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      orderId: placed.id,
      gateway,
      status: 'Success',
      outcome: 'paid',
      amount: placed.breakdown.total,
    });
    if (gateway !== 'MockTest') expect(result.body.refId).toMatch(/^\d+$/);

    const paid = await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid');
    expect(paid.status).toBe('paid');
    expect(paid.timeline.filter((e) => e.status === 'paid')).toHaveLength(1);
    // A reload of the return page answers the same, without asking the bank again.
    const again = await comeBack(shop.customer.api, ret);
    expect(again.body).toEqual(result.body);
    expect((await shop.sim.session(reference)).counts.verify).toBe(1);
    expect(await history(result.body.id)).toEqual(['started', 'at_bank', 'verifying', 'paid']);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await shop.stock.stock(inv[name])).toBe(before - 2);
  });
});

describe('a customer who does not pay', () => {
  it('cancels on the Zarinpal page: that attempt is cancelled by the bank’s word, the order stays payable and is paid again', async () => {
    const before = await shop.stock.stock(inv.cancel);
    const placed = await order(shop, inv.cancel, 'Zarinpal', 3);
    const reference = referenceOf(placed.payment.url!);
    const ret = await shop.sim.act(reference, 'cancel');
    const result = await comeBack(shop.customer.api, ret);
    expect(result.body).toMatchObject({ status: 'Failed', outcome: 'cancelled', failure: 'CANCELLED' });
    // The bank was asked where the session stands, and never asked to take money.
    const session = await shop.sim.session(reference);
    expect(session.counts.verify).toBe(0);
    expect(session.counts.inquiry).toBeGreaterThan(0);
    const still = await orderWhen(shop.customer.api, placed.id, (o) => o.status !== 'placed', 1500);
    expect(still.status).toBe('placed');
    expect(await shop.stock.stock(inv.cancel)).toBe(before - 3);

    const again = await shop.customer.api.call<{ url: string }>('POST', '/payment/start', {
      orderId: placed.id,
      gateway: 'MockTest',
    });
    expect(again.status).toBe(201);
    const paid = await comeBack(shop.customer.api, await shop.sim.act(referenceOf(again.body.url), 'pay'));
    expect(paid.body).toMatchObject({ outcome: 'paid', gateway: 'MockTest' });
    expect((await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid')).gateway).toBe(
      'MockTest',
    );
  });

  it('fails at the Parsian bank: that attempt failed, nothing taken, the order still waits for payment', async () => {
    const before = await shop.stock.stock(inv.fail);
    const placed = await order(shop, inv.fail, 'Parsian');
    const result = await comeBack(
      shop.customer.api,
      await shop.sim.act(referenceOf(placed.payment.url!), 'fail'),
    );
    expect(result.body).toMatchObject({ status: 'Failed', outcome: 'failed', failure: 'DECLINED' });
    expect((await shop.sim.session(referenceOf(placed.payment.url!))).state).toBe('failed');
    expect((await orderWhen(shop.customer.api, placed.id, () => false, 500)).status).toBe('placed');
    expect(await shop.stock.stock(inv.fail)).toBe(before - 2);
  });
});

describe('a tampered amount', () => {
  it('at Zarinpal: verified with our amount, refused (-50), reported, and the order is not paid', async () => {
    const placed = await order(shop, inv.tamperZ, 'Zarinpal');
    const counted = await anomalies(stack, 'Zarinpal', 'AMOUNT_MISMATCH');
    await shop.sim.switches({ tamperAmount: -500_000 });
    const ret = await shop.sim.act(referenceOf(placed.payment.url!), 'pay');
    const result = await comeBack(shop.customer.api, ret);
    expect(result.body).toMatchObject({ status: 'Failed', outcome: 'failed', failure: 'AMOUNT_MISMATCH' });
    const seen = await orderWhen(shop.customer.api, placed.id, (o) => o.status !== 'placed', 1000);
    expect(seen.status).toBe('placed');
    const [row] = await sql<{ bank_code: number }>(
      stack,
      'payments',
      'SELECT bank_code FROM payment WHERE id = $1',
      [result.body.id],
    );
    expect(row.bank_code).toBe(-50);
    expect(await anomalies(stack, 'Zarinpal', 'AMOUNT_MISMATCH')).toBe(counted + 1);
    // Unverified, so Zarinpal keeps nothing: the session is still only "paid", never verified.
    expect((await shop.sim.session(referenceOf(placed.payment.url!))).state).toBe('paid');
  });

  it('at Parsian: a return with another amount is never confirmed, and the money is reversed', async () => {
    const placed = await order(shop, inv.tamperP, 'Parsian');
    const reference = referenceOf(placed.payment.url!);
    const counted = await anomalies(stack, 'Parsian', 'AMOUNT_MISMATCH');
    await shop.sim.switches({ tamperAmount: 10_000 });
    const ret = await shop.sim.act(reference, 'pay');
    const result = await comeBack(shop.customer.api, ret);
    expect(result.body).toMatchObject({
      status: 'Failed',
      failure: 'AMOUNT_MISMATCH',
      reversal: 'done',
    });
    const session = await shop.sim.session(reference);
    expect(session.counts.verify).toBe(0);
    expect(session.state).toBe('reversed');
    expect(await anomalies(stack, 'Parsian', 'AMOUNT_MISMATCH')).toBe(counted + 1);
    expect((await orderWhen(shop.customer.api, placed.id, (o) => o.status !== 'placed', 1000)).status).toBe(
      'placed',
    );
  });
});

describe('replays', () => {
  it('posts a Parsian return four times and verifies three times: one confirm, one result', async () => {
    const placed = await order(shop, inv.replay, 'Parsian');
    const reference = referenceOf(placed.payment.url!);
    await shop.sim.switches({ replayReturns: 3 });
    const ret = await shop.sim.act(reference, 'pay');
    const results = await Promise.all([1, 2, 3].map(() => comeBack(shop.customer.api, ret)));
    for (const r of results) expect(r.body).toEqual(results[0].body);
    expect(results[0].body.outcome).toBe('paid');
    const session = await shop.sim.session(reference);
    expect(session.counts.returns).toBe(4);
    expect(session.counts.verify).toBe(1);
    const events = await sql(
      stack,
      'payments',
      "SELECT 1 FROM outbox_event WHERE subject = 'payments.payment.succeeded.v1' AND payload->'data'->>'orderId' = $1",
      [placed.id],
    );
    expect(events).toHaveLength(1);
  });

  it('answers a verify for a reference no payment has with a 404, and a bad one with a 400', async () => {
    const anyone = new ApiClient(stack.urls.api);
    const unknown = await anyone.call('POST', '/order/verify-zarinpal', {
      authority: `A${'0'.repeat(35)}`,
      status: 'OK',
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'PAYMENTS.PAYMENT_NOT_FOUND' } });
    const bad = await anyone.call('POST', '/order/verify-zarinpal', { authority: 'A1', status: 'OK' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('body.authority');
  });

  it('takes the Parsian callback only as a form', async () => {
    const anyone = new ApiClient(stack.urls.api);
    const json = await anyone.call('POST', '/payment/parsian/callback', { Token: '123', status: '0' });
    expect(json.status).toBe(415);
    const form = await fetch(`${stack.urls.api}/payment/parsian/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Token=abc&status=0',
      redirect: 'manual',
    });
    expect(form.status).toBe(400);
  });
});

describe('paying again and twice', () => {
  it('opens a Parsian transaction for the caller’s own Parsian order only', async () => {
    const placed = await order(shop, inv.open, 'Parsian');
    const again = await shop.customer.api.call<{ url: string }>('POST', '/payment/parsian/openTransaction', {
      orderId: placed.id,
    });
    expect(again.status).toBe(201);
    expect(again.body.url).toMatch(/\/NewIPG\/\?Token=\d+$/);
    expect(referenceOf(again.body.url)).not.toBe(referenceOf(placed.payment.url!));
    const other = await stranger(stack);
    const theirs = await other.api.call('POST', '/payment/parsian/openTransaction', { orderId: placed.id });
    expect(theirs.status).toBe(404);
    const zarinpal = await order(shop, inv.open, 'Zarinpal', 1);
    const mismatch = await shop.customer.api.call('POST', '/payment/parsian/openTransaction', {
      orderId: zarinpal.id,
    });
    expect(mismatch).toMatchObject({ status: 409, body: { error: 'PAYMENTS.GATEWAY_MISMATCH' } });
    expect(
      (await new ApiClient(stack.urls.api).call('POST', '/payment/start', { orderId: placed.id })).status,
    ).toBe(401);
  });

  it('pays an order once when two attempts are both paid at the bank: the second is sent back', async () => {
    const placed = await order(shop, inv.twice, 'Parsian');
    const second = await shop.customer.api.call<{ url: string }>('POST', '/payment/start', {
      orderId: placed.id,
    });
    expect(second.status).toBe(201);
    const first = referenceOf(placed.payment.url!);
    const other = referenceOf(second.body.url);
    const counted = await anomalies(stack, 'Parsian', 'ALREADY_PAID');
    const firstReturn = await shop.sim.act(first, 'pay');
    const secondReturn = await shop.sim.act(other, 'pay');
    const [a, b] = await Promise.all([
      comeBack(shop.customer.api, firstReturn),
      comeBack(shop.customer.api, secondReturn),
    ]);
    const outcomes = [a.body, b.body].map((r) => `${r.status}:${r.failure ?? ''}:${r.reversal ?? ''}`).sort();
    expect(outcomes).toEqual(['Failed:ALREADY_PAID:done', 'Success::']);
    expect(await anomalies(stack, 'Parsian', 'ALREADY_PAID')).toBe(counted + 1);
    const states = [(await shop.sim.session(first)).state, (await shop.sim.session(other)).state].sort();
    expect(states).toEqual(['reversed', 'verified']);
    expect((await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid')).status).toBe('paid');
    const start = await shop.customer.api.call('POST', '/payment/start', { orderId: placed.id });
    expect(start).toMatchObject({ status: 409, body: { error: 'PAYMENTS.ORDER_NOT_PAYABLE' } });
  });
});

describe('a bank that does not open a session', () => {
  it('leaves the order placed without a bank page; paying again from the order works', async () => {
    await shop.sim.switches({ fail500: { request: 1 } });
    const placed = await order(shop, inv.nosession, 'Zarinpal');
    expect(placed.payment).toEqual({ gateway: 'Zarinpal', url: null });
    // No answer is not a refusal: the row waits for reconciliation, which fails it much later.
    const rows = await sql<{ state: string; reference: string | null }>(
      stack,
      'payments',
      'SELECT state, reference FROM payment WHERE order_id = $1',
      [placed.id],
    );
    expect(rows).toEqual([{ state: 'started', reference: null }]);
    const again = await shop.customer.api.call<{ url: string }>('POST', '/payment/start', {
      orderId: placed.id,
    });
    expect(again.status).toBe(201);
    const result = await comeBack(shop.customer.api, await shop.sim.act(referenceOf(again.body.url), 'pay'));
    expect(result.body.outcome).toBe('paid');
    expect((await orderWhen(shop.customer.api, placed.id, (o) => o.status === 'paid')).status).toBe('paid');
  });
});

describe('the panel’s payments', () => {
  it('lists payments for admins by status and gateway, and refuses customers', async () => {
    const res = await shop.admin.call<Page<Payment>>(
      'GET',
      '/payment/all-by-admin?status=Success&gateway=Parsian',
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.items.every((p) => p.status === 'Success' && p.gateway === 'Parsian')).toBe(true);
    expect(res.body.items[0]).toMatchObject({
      reference: expect.stringMatching(/^\d+$/),
      amount: expect.any(Number),
    });
    expect((await shop.customer.api.call('GET', '/payment/all-by-admin')).status).toBe(401);
    const failed = await shop.admin.call<Page<PaymentResult>>('GET', '/payment/all-by-admin?status=Failed');
    expect(failed.body.items.map((p) => p.failure)).toEqual(
      expect.arrayContaining(['CANCELLED', 'AMOUNT_MISMATCH']),
    );
  });
});
