import { randomUUID } from 'node:crypto';
import { PaymentEntity } from './payment.entity';

function payment(orderExpiresAt: Date | null = null): PaymentEntity {
  return PaymentEntity.begin({
    id: randomUUID(),
    number: 100_001,
    orderId: randomUUID(),
    customerId: randomUUID(),
    gateway: 'Parsian',
    amount: 3_300_000,
    orderExpiresAt,
  });
}

describe('PaymentEntity', () => {
  it('goes Initial → Pending → Success once, keeping its history', () => {
    const p = payment();
    p.opened('123456789012345');
    p.pending('asked the bank');
    p.pending('asked again');
    p.succeed({ refId: '339846149705', cardMask: '603799******6600' }, 0);
    expect(p.history.map((h) => h.status)).toEqual(['Initial', 'Pending', 'Success']);
    expect(p.toResult()).toMatchObject({ outcome: 'paid', refId: '339846149705' });
    expect(() => p.fail('DECLINED', -1)).toThrow();
    expect(() => p.succeed({ refId: '1', cardMask: null }, 0)).toThrow();
    expect(p.status).toBe('Success');
  });

  it('keeps the first return only', () => {
    const p = payment();
    p.opened('1');
    p.returned({ reference: '1', paid: true, cancelled: false, code: 0, echoes: null });
    p.returned({ reference: '1', paid: false, cancelled: true, code: -138, echoes: null });
    expect(p.bankReturn?.paid).toBe(true);
  });

  it('records money sent back beside the status, not in place of it', () => {
    const p = payment();
    p.opened('1');
    p.succeed({ refId: '1', cardMask: null }, 0);
    p.requestReversal();
    expect(p.toResult().outcome).toBe('reversed');
    p.reversalSettled('done');
    expect(p).toMatchObject({ status: 'Success', reversal: 'done' });
    const nothing = payment();
    nothing.fail('ALREADY_PAID', null);
    nothing.requestReversal();
    nothing.reversalSettled('nothing');
    expect(nothing.reversal).toBeNull();
  });

  it('knows when its order can no longer be paid', () => {
    const now = new Date('2025-01-01T10:00:00Z');
    expect(payment(new Date('2025-01-01T10:00:01Z')).orderClosed(now)).toBe(false);
    expect(payment(new Date('2025-01-01T09:59:59Z')).orderClosed(now)).toBe(true);
    expect(payment(null).orderClosed(now)).toBe(false);
  });
});
