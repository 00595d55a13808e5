import { randomUUID } from 'node:crypto';
import { OrderEntity } from './order.entity';

const customerId = randomUUID();
const paymentId = '7d3f4c1e-9b2a-4c5d-8e6f-0a1b2c3d4e5f';
const adminId = randomUUID();

function order(shippingMethod: 'Post' | 'Peyk' = 'Post'): OrderEntity {
  return OrderEntity.place({
    id: randomUUID(),
    customerId,
    customer: null,
    addressId: randomUUID(),
    shipTo: {
      title: 'خانه',
      receiverName: 'سارا محمدی',
      receiverPhone: '09121234567',
      provinceId: 7,
      provinceName: 'تهران',
      cityId: 7013,
      cityName: 'تهران',
      street: 'خیابان ولیعصر',
      plaque: null,
      unit: null,
      postalCode: '1234567890',
    },
    shippingMethod,
    gateway: 'MockTest',
    discountCode: null,
    breakdown: { subtotal: 100, saleSavings: 10, discount: 0, shipping: 20, total: 110 },
    lines: [],
    expiresAt: new Date(Date.now() + 60_000),
  });
}

describe('OrderEntity', () => {
  it('starts placed, with its breakdown and one timeline entry by the customer', () => {
    const o = order();
    expect(o.status).toBe('placed');
    expect(o.breakdown).toEqual({ subtotal: 100, saleSavings: 10, discount: 0, shipping: 20, total: 110 });
    expect(o.timeline).toEqual([expect.objectContaining({ status: 'placed', by: customerId, note: null })]);
  });

  it('records every move with who and why, and stops expiring once paid', () => {
    const o = order();
    o.markPaid(paymentId, customerId, 'زرین‌پال');
    expect(o.payable()).toBe(false);
    expect(o.paymentId).toBe(paymentId);
    o.moveTo('confirmed', 'admin', adminId, 'آماده');
    expect(o.timeline.map((e) => [e.status, e.by, e.note])).toEqual([
      ['placed', customerId, null],
      ['paid', customerId, 'زرین‌پال'],
      ['confirmed', adminId, 'آماده'],
    ]);
  });

  it('refuses a move off the table and leaves the order as it was', () => {
    const o = order();
    expect(() => o.moveTo('shipped', 'admin', adminId)).toThrow();
    expect(() => o.moveTo('paid', 'admin', adminId)).toThrow();
    expect(o.status).toBe('placed');
    expect(o.timeline).toHaveLength(1);
  });

  it('expires as a cancellation by the system', () => {
    const o = order();
    o.expire();
    expect(o.status).toBe('cancelled');
    expect(o.timeline.at(-1)).toMatchObject({ status: 'cancelled', by: null });
    expect(o.timeline.at(-1)?.note).toBe('مهلت پرداخت به پایان رسید');
    expect(() => o.markPaid(paymentId, customerId, 'زرین‌پال')).toThrow();
  });

  it('stays payable after its window while a bank session started inside it lasts', () => {
    const o = order();
    const window = o.expiresAt!.getTime();
    expect(o.openForPayment(new Date(window - 1000))).toBe(true);
    o.startSession(new Date(window + 15 * 60_000));
    expect(o.openForPayment(new Date(window + 1000))).toBe(false);
    expect(o.payable(new Date(window + 14 * 60_000))).toBe(true);
    expect(o.payable(new Date(window + 16 * 60_000))).toBe(false);
    o.startSession(new Date(window + 5 * 60 * 60_000));
    expect(o.payable(new Date(window + 61 * 60_000))).toBe(false);
  });

  it('takes a tracking code only for Post', () => {
    const post = order('Post');
    post.setTrackingCode('PT1234');
    expect(post.trackingCode).toBe('PT1234');
    expect(() => order('Peyk').setTrackingCode('PT1234')).toThrow();
  });
});
