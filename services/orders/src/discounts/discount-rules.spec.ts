import fc from 'fast-check';
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
  it('takes a whole percent, rounded down to whole Toman', () => {
    // 10% of 1,447,975 Rials is 144,797.5: the discount is 144,790 (14,479 Toman), not 144,797.
    expect(discountAmount(facts({ value: 10 }), 1_447_975)).toBe(144_790);
    expect(discountAmount(facts({ value: 15 }), 999_990)).toBe(149_990);
    expect(discountAmount(facts({ value: 7 }), 1_850_000)).toBe(129_500);
  });

  it('leaves a whole-Toman basket a whole-Toman total, paying less than one Toman over the exact figure', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000_000), fc.integer({ min: 1, max: 100 }), (toman, percent) => {
        const basket = toman * 10;
        const discount = discountAmount(facts({ value: percent }), basket);
        const exact = (basket * percent) / 100;
        expect(discount % 10).toBe(0);
        expect((basket - discount) % 10).toBe(0);
        expect(discount).toBeLessThanOrEqual(exact);
        expect(exact - discount).toBeLessThan(10);
      }),
    );
  });

  it('stops a percentage at its cap', () => {
    expect(discountAmount(facts({ value: 50, maxDiscount: 200_000 }), 1_000_000)).toBe(200_000);
    expect(discountAmount(facts({ value: 50, maxDiscount: 200_000 }), 300_000)).toBe(150_000);
  });

  it('never takes off more than the basket costs', () => {
    expect(discountAmount(facts({ kind: 'fixed', value: 500_000 }), 300_000)).toBe(300_000);
    expect(discountAmount(facts({ kind: 'fixed', value: 500_000 }), 0)).toBe(0);
  });

  it('rounds down terms and totals saved before amounts were whole Toman', () => {
    expect(discountAmount(facts({ kind: 'fixed', value: 50_005 }), 1_000_000)).toBe(50_000);
    expect(discountAmount(facts({ value: 50, maxDiscount: 200_005 }), 1_000_000)).toBe(200_000);
    expect(discountAmount(facts({ value: 100 }), 123_457)).toBe(123_450);
  });

  it('stays exact for baskets near the largest safe integer', () => {
    const total = Number.MAX_SAFE_INTEGER - 1;
    const exact = (BigInt(total) * 99n) / 100n;
    expect(discountAmount(facts({ value: 99 }), total)).toBe(Number(exact - (exact % 10n)));
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
    expect(refusalOf(facts({ minBasket: 1_000_010 }), use)).toBe('below_minimum');
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
