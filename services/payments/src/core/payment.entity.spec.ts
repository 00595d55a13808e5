import { randomUUID } from 'node:crypto';
import { PaymentEntity } from './payment.entity';

function payment(): PaymentEntity {
  return PaymentEntity.begin({
    id: randomUUID(),
    number: 100_001,
    orderId: randomUUID(),
    customerId: randomUUID(),
    gateway: 'Parsian',
    amount: 3_300_000,
  });
}

const taken = { refId: '339846149705', cardMask: '603799******6600' };

describe('PaymentEntity', () => {
  it('goes started → at_bank → verifying → paid once, keeping every move in its history', () => {
    const p = payment();
    p.opened('123456789012345');
    p.verifying('asked the bank');
    p.captured(taken, 0);
    p.paid(null);
    expect(p.history.map((h) => h.state)).toEqual(['started', 'at_bank', 'verifying', 'paid']);
    expect(p.history.map((h) => h.status)).toEqual(['Initial', 'Initial', 'Pending', 'Success']);
    expect(p.toResult(true)).toMatchObject({ outcome: 'paid', refId: '339846149705', amount: 3_300_000 });
    expect(() => p.fail('DECLINED', -1, 'no')).toThrow();
    expect(p.status).toBe('Success');
  });

  it('is never paid without the bank’s word that it took the money', () => {
    const p = payment();
    p.opened('1');
    p.verifying('asked');
    expect(() => p.paid(null)).toThrow();
  });

  it('lets a return claiming payment replace one that did not, never the other way round', () => {
    const p = payment();
    p.opened('1');
    p.returned({ reference: '1', paid: false, cancelled: true, code: -138, echoes: null });
    p.returned({ reference: '1', paid: true, cancelled: false, code: 0, echoes: null });
    p.returned({ reference: '1', paid: false, cancelled: true, code: -138, echoes: null });
    expect(p.bankReturn?.paid).toBe(true);
  });

  it('records money going back as states after the capture, ending in reversed or a refund owed', () => {
    const back = payment();
    back.opened('1');
    back.verifying('asked');
    back.captured(taken, 0);
    back.paid(null);
    back.refuse(null, 'order cancelled after payment');
    expect(back.toResult(true)).toMatchObject({ outcome: 'reversed', reversal: 'requested' });
    back.reversed('bank sent it back');
    expect(back).toMatchObject({ state: 'reversed', reversal: 'done', status: 'Failed' });
    expect(back.capturedAt).not.toBeNull();

    const owed = payment();
    owed.opened('2');
    owed.verifying('asked');
    owed.captured(taken, 0);
    owed.refuse('ALREADY_PAID', 'another attempt paid the order');
    owed.refundOwed(-60, 'the bank cannot reverse it');
    expect(owed).toMatchObject({ state: 'refund_owed', reversal: 'failed', failure: 'ALREADY_PAID' });
    owed.refunded('by hand');
    expect(() => owed.refunded('twice')).toThrow();
  });

  it('shows a stranger holding the reference the outcome only', () => {
    const p = payment();
    p.opened('1');
    p.verifying('asked');
    p.captured(taken, 0);
    p.paid(null);
    expect(p.toResult(false)).toMatchObject({
      outcome: 'paid',
      details: false,
      orderId: null,
      amount: null,
      refId: null,
      cardMask: null,
    });
  });
});
