import type { PaymentResult } from '@ela/contracts';
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

describe('what a return page says', () => {
  it('names the amount in Toman and the bank’s reference on success', () => {
    const m = paymentMessage(result({}));
    expect(m).toMatchObject({ tone: 'success', title: 'پرداخت با موفقیت انجام شد', orderAgain: false });
    expect(m.money).toContain('۶۳۰٬۰۰۰ تومان');
    expect(m.money).toContain('۲۰۱');
  });

  it('tells a cancelled customer no money was taken and that the order is off', () => {
    const m = paymentMessage(result({ status: 'Failed', outcome: 'cancelled', failure: 'CANCELLED' }));
    expect(m.money).toContain('مبلغی از حساب شما برداشته نشد');
    expect(m.next).toContain('سبد');
    expect(m.orderAgain).toBe(true);
  });

  it('says where refused money stands: sent back, asked back, or back by the bank within 72 hours', () => {
    const refused = (reversal: PaymentResult['reversal']) =>
      paymentMessage(result({ status: 'Failed', outcome: 'failed', failure: 'AMOUNT_MISMATCH', reversal }))
        .money;
    expect(refused('done')).toContain('برگشت داده شد');
    expect(refused('requested')).toContain('از بانک خواسته شده');
    expect(refused(null)).toContain('۷۲ ساعت');
    const reversed = paymentMessage(result({ outcome: 'reversed', reversal: 'done' }));
    expect(reversed.title).toBe('این سفارش پیش از پرداخت لغو شده بود');
    expect(reversed.money).toContain('برگشت داده شد');
  });

  it('asks a customer waiting on the bank not to pay again', () => {
    const m = paymentMessage(result({ status: 'Pending', outcome: 'pending' }));
    expect(m.tone).toBe('pending');
    expect(m.next).toContain('دوباره پرداخت نکنید');
  });

  it('sends a second payment of a paid order to the order, not back to the basket', () => {
    const m = paymentMessage(result({ status: 'Failed', outcome: 'failed', failure: 'ALREADY_PAID' }));
    expect(m.orderAgain).toBe(false);
  });
});
