import { orderNumberOf } from './order-number';

describe('orderNumberOf', () => {
  it('reads Persian, Arabic-Indic and Western digits alike', () => {
    expect(orderNumberOf('۱۰۰۰۳۵')).toBe(100035);
    expect(orderNumberOf('١٠٠٠٣٥')).toBe(100035);
    expect(orderNumberOf(' 100035 ')).toBe(100035);
    expect(orderNumberOf('#۱۰۰۰۳۵')).toBe(100035);
  });

  it('is null for what cannot be an order number: names, phone parts, numbers below the first', () => {
    expect(orderNumberOf('علی')).toBeNull();
    expect(orderNumberOf('0912')).toBeNull();
    expect(orderNumberOf('09121234567')).toBeNull();
    expect(orderNumberOf('100000')).toBeNull();
    expect(orderNumberOf('1000-35')).toBeNull();
  });
});
