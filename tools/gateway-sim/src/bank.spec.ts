import { dirname, join } from 'node:path';
import { createClientAsync } from 'soap';
import { PARSIAN_CODES, PARSIAN_SERVICES, ZARINPAL_CODES, ZARINPAL_PATHS } from '@ela/contracts';
import { DEV_GATEWAY_CREDENTIALS } from '@ela/service-kit';
import { SimBank, SimServerError } from './bank';
import { forgedCancelOf } from './bank-return';
import { buildSimulator } from './server';

const CALLBACK = 'http://localhost:3000/payment/zarinpal/verify';

function bankAt(start = 1_000_000) {
  let now = start;
  const bank = new SimBank(() => now);
  return { bank, advance: (ms: number) => (now += ms) };
}

describe('the simulated bank', () => {
  it('hands out references of each gateway’s own form', () => {
    const { bank } = bankAt();
    expect(bank.open('zarinpal', { amount: 10_000, callbackUrl: CALLBACK }).reference).toMatch(
      /^A[0-9a-zA-Z]{35}$/,
    );
    expect(bank.open('parsian', { amount: 10_000, callbackUrl: CALLBACK, orderId: '1' }).reference).toMatch(
      /^[1-9]\d{14}$/,
    );
    expect(bank.open('mock', { amount: 10_000, callbackUrl: CALLBACK }).reference).toMatch(
      /^MT[0-9a-f]{32}$/,
    );
    expect(bank.orderIdTaken('1')).toBe(true);
  });

  it('verifies a paid session once with the paid amount, then says it was verified before', () => {
    const { bank } = bankAt();
    const s = bank.open('zarinpal', { amount: 50_000, callbackUrl: CALLBACK });
    expect(bank.verify(s.reference, 'zarinpal', 50_000).kind).toBe('not-paid');
    expect(bank.act(s, 'pay')).toBe(true);
    expect(bank.act(s, 'cancel')).toBe(false);
    expect(bank.verify(s.reference, 'zarinpal', 49_000).kind).toBe('amount-mismatch');
    expect(bank.verify(s.reference, 'zarinpal', 50_000)).toMatchObject({ kind: 'verified', first: true });
    expect(bank.verify(s.reference, 'zarinpal', 50_000)).toMatchObject({ kind: 'verified', first: false });
    expect(bank.verify(s.reference, 'parsian')).toEqual({ kind: 'unknown' });
    expect(s.counts.verify).toBe(4);
  });

  it('takes a tampered amount when switched, so the shop’s amount no longer matches', () => {
    const { bank } = bankAt();
    bank.setSwitches({ tamperAmount: -1000 });
    const s = bank.open('mock', { amount: 50_000, callbackUrl: CALLBACK });
    bank.act(s, 'pay');
    expect(s.paidAmount).toBe(49_000);
    expect(bank.verify(s.reference, 'mock', 50_000).kind).toBe('amount-mismatch');
  });

  it('lets a session expire unpaid, after which it can be neither paid nor verified', () => {
    const { bank, advance } = bankAt();
    bank.setSwitches({ sessionTtlMs: 60_000 });
    const s = bank.open('parsian', { amount: 50_000, callbackUrl: CALLBACK, orderId: '2' });
    advance(60_001);
    expect(bank.expired(s)).toBe(true);
    expect(bank.act(s, 'pay')).toBe(false);
    expect(bank.verify(s.reference, 'parsian').kind).toBe('expired');
  });

  it('reverses paid money, a verified payment only within the window, and only once', () => {
    const { bank, advance } = bankAt();
    bank.setSwitches({ reversalWindowMs: 1000 });
    const unverified = bank.open('parsian', { amount: 50_000, callbackUrl: CALLBACK, orderId: '3' });
    expect(bank.reverse(unverified.reference, 'parsian')).toBe('not-reversible');
    bank.act(unverified, 'pay');
    expect(bank.reverse(unverified.reference, 'parsian')).toBe('reversed');
    expect(bank.reverse(unverified.reference, 'parsian')).toBe('reversed-before');
    const late = bank.open('zarinpal', { amount: 50_000, callbackUrl: CALLBACK });
    bank.act(late, 'pay');
    bank.verify(late.reference, 'zarinpal', 50_000);
    advance(1001);
    expect(bank.reverse(late.reference, 'zarinpal')).toBe('window-over');
  });

  it('reverses only verified money where asked to, and refuses verified money when switched', () => {
    const { bank } = bankAt();
    const s = bank.open('zarinpal', { amount: 50_000, callbackUrl: CALLBACK });
    bank.act(s, 'pay');
    expect(bank.reverse(s.reference, 'zarinpal', { verifiedOnly: true })).toBe('not-reversible');
    expect(s.state).toBe('paid');
    bank.verify(s.reference, 'zarinpal', 50_000);
    bank.setSwitches({ reverseRefused: true });
    expect(bank.reverse(s.reference, 'zarinpal', { verifiedOnly: true })).toBe('refused');
    expect(s.state).toBe('verified');
    bank.setSwitches({ reverseRefused: false });
    expect(bank.reverse(s.reference, 'zarinpal', { verifiedOnly: true })).toBe('reversed');
  });

  it('lists every session in its ledger, with what was verified and what went back', () => {
    const { bank, advance } = bankAt();
    const kept = bank.open('mock', { amount: 70_000, callbackUrl: CALLBACK });
    const returned = bank.open('parsian', { amount: 80_000, callbackUrl: CALLBACK, orderId: '9' });
    bank.open('zarinpal', { amount: 90_000, callbackUrl: CALLBACK });
    for (const s of [kept, returned]) bank.act(s, 'pay');
    bank.verify(kept.reference, 'mock', 70_000);
    bank.verify(returned.reference, 'parsian');
    advance(500);
    bank.reverse(returned.reference, 'parsian');
    const ledger = bank.ledger();
    expect(ledger.map((l) => [l.gateway, l.state, l.reversed])).toEqual([
      ['mock', 'verified', false],
      ['parsian', 'reversed', true],
      ['zarinpal', 'created', false],
    ]);
    expect(ledger[1]).toMatchObject({
      reference: returned.reference,
      orderId: '9',
      amount: 80_000,
      paidAmount: 80_000,
      verifiedAt: new Date(1_000_000).toISOString(),
      reversedAt: new Date(1_000_500).toISOString(),
    });
    expect(ledger[2]).toMatchObject({ paidAmount: null, verifiedAt: null, reversedAt: null });
  });

  it('forges the return of a cancel without touching the session', () => {
    const { bank } = bankAt();
    const s = bank.open('parsian', { amount: 50_000, callbackUrl: CALLBACK, orderId: '12' });
    const forged = forgedCancelOf(bank, s);
    expect(forged).toMatchObject({
      method: 'POST',
      url: CALLBACK,
      form: { Token: s.reference, status: '-138' },
    });
    expect(s.state).toBe('created');
    expect(bank.act(s, 'pay')).toBe(true);
  });

  it('answers 500 without doing anything while a counter lasts, and late after doing it', async () => {
    const { bank } = bankAt();
    bank.setSwitches({ fail500: { verify: 1 }, slowMs: { request: 20 } });
    await expect(bank.answer('verify', () => 'done')).rejects.toBeInstanceOf(SimServerError);
    await expect(bank.answer('verify', () => 'done')).resolves.toBe('done');
    let opened = false;
    const started = Date.now();
    await bank.answer('request', () => (opened = true));
    expect(opened).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('lists paid sessions nobody verified, as Zarinpal’s unVerified does', () => {
    const { bank } = bankAt();
    const a = bank.open('zarinpal', { amount: 50_000, callbackUrl: CALLBACK });
    const b = bank.open('zarinpal', { amount: 50_000, callbackUrl: CALLBACK });
    bank.act(a, 'pay');
    bank.act(b, 'pay');
    bank.verify(b.reference, 'zarinpal', 50_000);
    expect(bank.unverified('zarinpal').map((s) => s.reference)).toEqual([a.reference]);
  });
});

describe('Zarinpal’s reverse codes and the control routes, over HTTP', () => {
  const merchant_id = DEV_GATEWAY_CREDENTIALS.ZARINPAL_MERCHANT_ID;
  const { app, bank } = buildSimulator(DEV_GATEWAY_CREDENTIALS);
  let base = '';
  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());
  afterEach(() => bank.resetSwitches());

  const post = async (path: string, body?: unknown) =>
    (
      await fetch(`${base}${path}`, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json();
  const reverse = (authority: string) => post(ZARINPAL_PATHS.reverse, { merchant_id, authority });

  it('answers 100 for verified money, -61 for money never verified or already sent back', async () => {
    const s = bank.open('zarinpal', { amount: 50_000, callbackUrl: CALLBACK });
    bank.act(s, 'pay');
    expect((await reverse(s.reference)).errors.code).toBe(ZARINPAL_CODES.reverseNotSuccessful);
    bank.verify(s.reference, 'zarinpal', 50_000);
    expect((await reverse(s.reference)).data.code).toBe(ZARINPAL_CODES.ok);
    expect((await reverse(s.reference)).errors.code).toBe(ZARINPAL_CODES.reverseNotSuccessful);
  });

  it('answers -63 after the window and -60 when the bank will not reverse', async () => {
    const late = bank.open('zarinpal', { amount: 50_000, callbackUrl: CALLBACK });
    const refused = bank.open('zarinpal', { amount: 60_000, callbackUrl: CALLBACK });
    for (const s of [late, refused]) bank.act(s, 'pay');
    bank.verify(late.reference, 'zarinpal', 50_000);
    bank.verify(refused.reference, 'zarinpal', 60_000);
    late.verifiedAt = (late.verifiedAt ?? 0) - 60_001;
    bank.setSwitches({ reversalWindowMs: 60_000 });
    expect((await reverse(late.reference)).errors.code).toBe(ZARINPAL_CODES.reverseWindowOver);
    bank.setSwitches({ reverseRefused: true });
    expect((await reverse(refused.reference)).errors.code).toBe(ZARINPAL_CODES.notReversible);
    expect(refused.state).toBe('verified');
  });

  it('answers Parsian’s reversal of confirmed money it will not reverse apart from a session never paid', async () => {
    const contracts = dirname(require.resolve('@ela/contracts/package.json'));
    const client = await createClientAsync(join(contracts, PARSIAN_SERVICES.reversal.wsdl), {
      endpoint: `${base}${PARSIAN_SERVICES.reversal.path}`,
    });
    const reverse = async (token: string) => {
      const [answer] = await client.ReversalRequestAsync({
        requestData: { LoginAccount: DEV_GATEWAY_CREDENTIALS.PARSIAN_LOGIN_ACCOUNT, Token: token },
      });
      return Number(answer.ReversalRequestResult.Status);
    };
    const unpaid = bank.open('parsian', { amount: 50_000, callbackUrl: CALLBACK, orderId: '501' });
    const confirmed = bank.open('parsian', { amount: 50_000, callbackUrl: CALLBACK, orderId: '502' });
    bank.act(confirmed, 'pay');
    bank.verify(confirmed.reference, 'parsian');
    bank.setSwitches({ reverseRefused: true });
    expect(await reverse(unpaid.reference)).toBe(PARSIAN_CODES.notReversible);
    const refused = await reverse(confirmed.reference);
    // Not a code that says the money went back or was never there.
    expect(refused).toBeLessThan(0);
    const { ok, reversedBefore, notReversible, paymentNotFound } = PARSIAN_CODES;
    expect([ok, reversedBefore, notReversible, paymentNotFound]).not.toContain(refused);
    bank.setSwitches({ reverseRefused: false });
    expect(await reverse(confirmed.reference)).toBe(PARSIAN_CODES.ok);
  });

  it('serves the ledger and a forged cancel', async () => {
    const s = bank.open('parsian', { amount: 50_000, callbackUrl: CALLBACK, orderId: '77' });
    expect(await post(`/__sim/sessions/${s.reference}/forged-cancel`)).toMatchObject({
      method: 'POST',
      form: { Token: s.reference, status: '-138' },
    });
    const ledger = (await (await fetch(`${base}/__sim/ledger`)).json()) as { reference: string }[];
    expect(ledger.find((l) => l.reference === s.reference)).toMatchObject({
      gateway: 'parsian',
      state: 'created',
      reversed: false,
    });
  });
});
