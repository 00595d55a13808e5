import { discountAmount, refusalOf, stateOf, usesLeft, type DiscountFacts } from './discount-rules';

const now = new Date('2026-03-01T12:00:00Z');
const facts = (over: Partial<DiscountFacts> = {}): DiscountFacts => ({
  kind: 'percent',
  value: 10,
  maxDiscount: null,
  minBasket: 0,
  startsAt: new Date('2026-02-01T00:00:00Z'),
  endsAt: new Date('2026-04-01T00:00:00Z'),
  usageLimit: null,
  perCustomerLimit: 1,
  used: 0,
  customerIds: null,
  ...over,
});
const use = { customerId: 'me', customerUses: 0, basketTotal: 1_000_000, now };

describe('discount amount', () => {
  it('takes a whole percent, rounded down to whole Rials', () => {
    expect(discountAmount(facts({ value: 15 }), 999_999)).toBe(149_999);
    expect(discountAmount(facts({ value: 100 }), 123_457)).toBe(123_457);
  });

  it('stops a percentage at its cap', () => {
    expect(discountAmount(facts({ value: 50, maxDiscount: 200_000 }), 1_000_000)).toBe(200_000);
    expect(discountAmount(facts({ value: 50, maxDiscount: 200_000 }), 300_000)).toBe(150_000);
  });

  it('never takes off more than the basket costs', () => {
    expect(discountAmount(facts({ kind: 'fixed', value: 500_000 }), 300_000)).toBe(300_000);
    expect(discountAmount(facts({ kind: 'fixed', value: 500_000 }), 0)).toBe(0);
  });

  it('stays exact for baskets near the largest safe integer', () => {
    const total = Number.MAX_SAFE_INTEGER - 1;
    expect(discountAmount(facts({ value: 99 }), total)).toBe(Number((BigInt(total) * 99n) / 100n));
  });
});

describe('discount validity', () => {
  it('accepts a code in its window, within its limits, above the minimum', () => {
    expect(refusalOf(facts({ minBasket: 1_000_000 }), use)).toBeNull();
  });

  it('names each reason a code cannot be used', () => {
    expect(refusalOf(facts({ customerIds: ['someone'] }), use)).toBe('not_yours');
    expect(refusalOf(facts({ customerIds: ['someone', 'me'] }), use)).toBeNull();
    expect(refusalOf(facts({ startsAt: new Date('2026-03-02T00:00:00Z') }), use)).toBe('not_started');
    expect(refusalOf(facts({ endsAt: now }), use)).toBe('expired');
    expect(refusalOf(facts({ usageLimit: 5, used: 5 }), use)).toBe('used_up');
    expect(refusalOf(facts({ perCustomerLimit: 2 }), { ...use, customerUses: 2 })).toBe('customer_limit');
    expect(refusalOf(facts({ perCustomerLimit: null }), { ...use, customerUses: 40 })).toBeNull();
    expect(refusalOf(facts({ minBasket: 1_000_001 }), use)).toBe('below_minimum');
  });

  it('tells nothing about someone else’s gift beyond that it is not theirs', () => {
    expect(refusalOf(facts({ customerIds: ['someone'], endsAt: now }), use)).toBe('not_yours');
  });

  it('starts inclusive and ends exclusive', () => {
    expect(stateOf(facts({ startsAt: now }), now)).toBe('active');
    expect(stateOf(facts({ endsAt: now }), now)).toBe('expired');
    expect(stateOf(facts({ startsAt: new Date(now.getTime() + 1) }), now)).toBe('scheduled');
    expect(stateOf(facts({ usageLimit: 1, used: 1, endsAt: now }), now)).toBe('expired');
  });
});

describe('uses left', () => {
  it('is the smaller of the customer’s share and what is left overall', () => {
    expect(usesLeft(facts({ perCustomerLimit: 3, usageLimit: 10, used: 9 }), 0)).toBe(1);
    expect(usesLeft(facts({ perCustomerLimit: 3, usageLimit: 10, used: 0 }), 1)).toBe(2);
    expect(usesLeft(facts({ perCustomerLimit: null, usageLimit: null }), 7)).toBeNull();
  });
});
