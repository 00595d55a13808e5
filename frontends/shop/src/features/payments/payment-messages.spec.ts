import type { PaymentResult } from '@ela/contracts';
import { standingOf } from './order-standing';
import { paymentMessage } from './payment-messages';

const result = (over: Partial<PaymentResult>): PaymentResult => ({
  id: 'p1',
  number: 100042,
  orderId: 'o1',
  gateway: 'Zarinpal',
  status: 'Success',
  state: 'paid',
  details: true,
  outcome: 'paid',
  failure: null,
  reversal: null,
  amount: 6_300_000,
  refId: '201',
  cardMask: null,
  ...over,
});
const cancelled = result({ status: 'Failed', state: 'failed', outcome: 'cancelled', failure: 'CANCELLED' });

describe('what a return page says', () => {
  it('names the amount in Toman and the bank’s reference on success', () => {
    const m = paymentMessage(result({}));
    expect(m).toMatchObject({ tone: 'success', title: 'پرداخت با موفقیت انجام شد' });
    expect(m.money).toContain('۶۳۰٬۰۰۰ تومان');
    expect(m.money).toContain('۲۰۱');
  });

  it('tells a cancelled customer no money was taken, and what comes next by where the order stands', () => {
    const m = paymentMessage(cancelled, 'payable');
    expect(m.title).toBe('پرداخت لغو شد');
    expect(m.money).toContain('مبلغی از حساب شما برداشته نشد');
    expect(m.next).toContain('دوباره پرداخت کنید');
    expect(m.next).not.toContain('لغو شده');
    expect(paymentMessage(cancelled, 'cancelled').next).toContain('کالاها را به سبد برگردانید');
    expect(paymentMessage(cancelled, 'paid').next).toContain('با پرداخت دیگری پرداخت شده');
    expect(paymentMessage(cancelled, 'closed').next).toContain('مهلت پرداخت این سفارش تمام شده');
  });

  it('never says the order was cancelled when it does not know', () => {
    for (const failure of ['CANCELLED', 'DECLINED', 'EXPIRED', 'AMOUNT_MISMATCH'] as const) {
      const m = paymentMessage(result({ status: 'Failed', state: 'failed', outcome: 'failed', failure }));
      expect(`${m.title} ${m.money} ${m.next}`).not.toMatch(/سفارش لغو شد|کالاهایش به انبار برگشت/);
      expect(m.next).toContain('صفحهٔ سفارش‌های خود');
    }
  });

  it('says where money taken back stands: on its way, returned, or refunded by the shop by hand', () => {
    const reversed = (reversal: PaymentResult['reversal'], failure: PaymentResult['failure'] = null) =>
      paymentMessage(result({ status: 'Failed', outcome: 'reversed', failure, reversal }), 'cancelled');
    expect(reversed('requested').title).toBe('مبلغ پرداخت به حساب شما برمی‌گردد');
    expect(reversed('requested').money).toContain('۶۳۰٬۰۰۰ تومان در راه بازگشت به حساب شماست');
    expect(reversed('done').title).toBe('مبلغ پرداخت به حساب شما برگشت');
    expect(reversed('done').money).toContain('به حساب شما برگشت داده شد');
    expect(reversed('failed').title).toBe('فروشگاه مبلغ پرداخت را به شما برمی‌گرداند');
    expect(reversed('failed').money).toContain('فروشگاه ۶۳۰٬۰۰۰ تومان را خودش به حساب شما برمی‌گرداند');
    expect(reversed('done', 'ALREADY_PAID').money).toContain('پیش‌تر با پرداخت دیگری پرداخت شده بود');
  });

  it('does not name the amount to someone who is not the order’s customer', () => {
    const m = paymentMessage(
      result({ outcome: 'reversed', reversal: 'requested', details: false, orderId: null, amount: null }),
    );
    expect(m.money).not.toMatch(/تومان/);
    expect(m.money).toContain('در راه بازگشت');
  });

  it('asks a customer waiting on the bank not to pay again', () => {
    const m = paymentMessage(result({ status: 'Pending', outcome: 'pending' }));
    expect(m.tone).toBe('pending');
    expect(m.next).toContain('دوباره پرداخت نکنید');
  });
});

describe('where the order of an unpaid attempt stands', () => {
  const now = Date.parse('2026-03-21T08:00:00Z');
  it('is payable while placed inside its window, closed after it, else cancelled or paid', () => {
    expect(standingOf({ status: 'placed', expiresAt: '2026-03-21T08:10:00Z' }, now)).toBe('payable');
    expect(standingOf({ status: 'placed', expiresAt: '2026-03-21T07:59:59Z' }, now)).toBe('closed');
    expect(standingOf({ status: 'cancelled', expiresAt: null }, now)).toBe('cancelled');
    expect(standingOf({ status: 'paid', expiresAt: null }, now)).toBe('paid');
    expect(standingOf({ status: 'shipped', expiresAt: null }, now)).toBe('paid');
  });
});
