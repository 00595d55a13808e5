import type { PeykRates, PostRates } from '@ela/contracts';
import { measureOf, peykPrice, postPrice, shippingOffers, type UnitMeasure } from './shipping-rules';

const m = (weightGrams: number): UnitMeasure => ({ weightGrams, lengthCm: 1, widthCm: 1, heightCm: 1 });
const rates = (sameCity: number, sameProvince: number, neighbouringProvince: number, other: number) => ({
  sameCity,
  sameProvince,
  neighbouringProvince,
  other,
});

describe('measureOf', () => {
  const parents: Record<string, string | null> = { leaf: 'mid', mid: 'root', root: null, a: 'b', b: 'a' };
  const book = (byProduct: [string, UnitMeasure][], byCategory: [string, UnitMeasure][]) => ({
    byProduct: new Map(byProduct),
    byCategory: new Map(byCategory),
    parentOf: (c: string) => parents[c] ?? null,
  });
  const line = { productId: 'p', categoryId: 'leaf' };

  it("prefers the product's own entry", () =>
    expect(measureOf(line, book([['p', m(1)]], [['leaf', m(2)]]), m(9))).toEqual(m(1)));
  it("takes the category's entry next", () =>
    expect(
      measureOf(
        line,
        book(
          [],
          [
            ['leaf', m(2)],
            ['root', m(3)],
          ],
        ),
        m(9),
      ),
    ).toEqual(m(2)));
  it("takes the nearest ancestor's entry", () =>
    expect(measureOf(line, book([], [['root', m(3)]]), m(9))).toEqual(m(3)));
  it('falls back when nothing is measured', () => expect(measureOf(line, book([], []), m(9))).toEqual(m(9)));
  it('survives a cycle in the tree', () =>
    expect(measureOf({ productId: 'p', categoryId: 'a' }, book([], []), m(9))).toEqual(m(9)));
});

const post: PostRates = {
  method: 'Post',
  title: 'پست',
  bands: [
    { upToGrams: 1000, price: rates(100, 200, 300, 400) },
    { upToGrams: 5000, price: rates(500, 600, 700, 800) },
  ],
  perKgAboveLast: rates(10, 20, 30, 40),
};

describe('postPrice', () => {
  it('prices by the first band the weight fits in, by distance', () => {
    expect(postPrice(post, 1, 'sameCity')).toBe(100);
    expect(postPrice(post, 1000, 'other')).toBe(400);
    expect(postPrice(post, 1001, 'sameProvince')).toBe(600);
    expect(postPrice(post, 5000, 'neighbouringProvince')).toBe(700);
  });

  it('refuses a price too large to keep exact rather than round it', () => {
    const dear = { ...post, perKgAboveLast: rates(0, 0, 0, Number.MAX_SAFE_INTEGER) };
    expect(() => postPrice(dear, 7000, 'other')).toThrow(RangeError);
  });

  it('adds the per-kilogram rate for every started kilogram above the last band', () => {
    expect(postPrice(post, 5001, 'other')).toBe(840);
    expect(postPrice(post, 6000, 'other')).toBe(840);
    expect(postPrice(post, 6001, 'sameCity')).toBe(520);
  });
});

const peyk: PeykRates = {
  method: 'Peyk',
  title: 'پیک',
  base: 50_000,
  perKm: 3_000,
  cities: [
    { cityId: 7013, km: 0 },
    { cityId: 32008, km: 40 },
  ],
};

describe('peykPrice', () => {
  it('is base plus the kilometres of a served city', () => {
    expect(peykPrice(peyk, 7013)).toBe(50_000);
    expect(peykPrice(peyk, 32008)).toBe(170_000);
  });
  it('does not go elsewhere', () => expect(peykPrice(peyk, 14001)).toBeNull());
});

describe('shippingOffers', () => {
  const prices = [
    { id: 'post', rates: post },
    { id: 'peyk', rates: peyk },
  ];

  it('offers every method that reaches the city, cheapest first', () => {
    expect(
      shippingOffers(prices, { chargeableGrams: 1500, distanceClass: 'sameCity', cityId: 7013 }),
    ).toEqual([
      { priceId: 'post', method: 'Post', title: 'پست', price: 500 },
      { priceId: 'peyk', method: 'Peyk', title: 'پیک', price: 50_000 },
    ]);
  });

  it('charges whole Toman, the Toman below for a rate saved in part-Toman', () => {
    const old = { ...peyk, base: 50_005 };
    expect(
      shippingOffers([{ id: 'peyk', rates: old }], {
        chargeableGrams: 1,
        distanceClass: 'sameCity',
        cityId: 32008,
      }),
    ).toEqual([{ priceId: 'peyk', method: 'Peyk', title: 'پیک', price: 170_000 }]);
  });

  it('leaves Peyk out where it does not go', () => {
    expect(shippingOffers(prices, { chargeableGrams: 1500, distanceClass: 'other', cityId: 14001 })).toEqual([
      { priceId: 'post', method: 'Post', title: 'پست', price: 800 },
    ]);
  });
});
