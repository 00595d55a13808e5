import { SimBank, SimServerError } from './bank';

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
