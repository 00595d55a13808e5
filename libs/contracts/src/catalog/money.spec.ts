import fc from 'fast-check';
import { parseInput, useFarsiValidationMessages } from '../validation';
import { createDiscountBody } from '../orders/discount';
import { createShippingPriceBody } from '../orders/shipping-price';
import { createInventoryBody } from './inventory';
import {
  isWholeToman,
  MAX_RIALS,
  roundDownToToman,
  tomanPercentOf,
  wholeTomanMessage,
  wholeTomanRials,
} from './money';

beforeAll(() => useFarsiValidationMessages());

const rials = fc.integer({ min: 0, max: MAX_RIALS });

describe('whole Toman', () => {
  it('rounds down to the whole Toman at or below, by less than one Toman', () => {
    fc.assert(
      fc.property(rials, (amount) => {
        const rounded = roundDownToToman(amount);
        expect(isWholeToman(rounded)).toBe(true);
        expect(rounded).toBeLessThanOrEqual(amount);
        expect(amount - rounded).toBeLessThan(10);
        expect(roundDownToToman(rounded)).toBe(rounded);
      }),
    );
    expect(roundDownToToman(1_447_975)).toBe(1_447_970);
    expect(roundDownToToman(MAX_RIALS)).toBe(9_007_199_254_740_990);
    expect(roundDownToToman(-5)).toBe(-10);
  });

  it('takes a percentage rounded down to whole Toman, exactly, for any amount', () => {
    fc.assert(
      fc.property(rials, fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const part = tomanPercentOf(amount, percent);
        const exact = (BigInt(amount) * BigInt(percent)) / 100n;
        expect(isWholeToman(part)).toBe(true);
        expect(BigInt(part) <= exact && exact - BigInt(part) < 10n).toBe(true);
      }),
    );
    expect(tomanPercentOf(1_447_975, 10)).toBe(144_790);
    expect(tomanPercentOf(49_500, 15)).toBe(7_420);
  });

  it('refuses what is not a whole number of Rials', () => {
    expect(() => roundDownToToman(12.5)).toThrow(RangeError);
    expect(() => tomanPercentOf(-10, 10)).toThrow(RangeError);
    expect(() => tomanPercentOf(100, 101)).toThrow(RangeError);
    expect(isWholeToman(12.5)).toBe(false);
    expect(isWholeToman(Number.MAX_SAFE_INTEGER + 9)).toBe(false);
  });
});

describe('an amount people enter', () => {
  const price = wholeTomanRials('قیمت');

  it('takes whole Toman, in any digits', () => {
    fc.assert(
      fc.property(fc.nat(Math.floor(MAX_RIALS / 10)), (toman) => price.parse(toman * 10) === toman * 10),
    );
    expect(price.parse('۱۴۴۷۹۷۰')).toBe(1_447_970);
  });

  it('refuses part of a Toman with a Persian message that names the field', () => {
    fc.assert(
      fc.property(
        rials.filter((r) => r % 10 !== 0),
        (amount) => !price.safeParse(amount).success,
      ),
    );
    expect(parseInput(price, 1_447_975, 'body')).toMatchObject({
      ok: false,
      error: { statusCode: 400, details: [{ field: 'body', message: wholeTomanMessage('قیمت') }] },
    });
    expect(wholeTomanMessage('قیمت')).toBe('قیمت باید تومان کامل باشد (مضربی از ۱۰ ریال)');
  });
});

describe('every amount an admin enters for customers', () => {
  const id = '6f1c7a5e-1111-4111-8111-111111111111';
  const fieldOf = (schema: Parameters<typeof parseInput>[0], body: unknown) => {
    const result = parseInput(schema, body, 'body');
    return result.ok ? null : result.error.details;
  };

  it('is refused in part-Toman, naming the field', () => {
    const inventory = { productId: id, name: 'کتان آبی', price: 2_450_000, salePrice: 2_205_000, stock: 3 };
    expect(fieldOf(createInventoryBody, inventory)).toBeNull();
    expect(fieldOf(createInventoryBody, { ...inventory, price: 2_450_005 })).toEqual([
      { field: 'body.price', message: wholeTomanMessage('قیمت') },
    ]);
    expect(fieldOf(createInventoryBody, { ...inventory, salePrice: 2_205_005 })).toEqual([
      { field: 'body.salePrice', message: wholeTomanMessage('قیمت حراج') },
    ]);

    const discount = {
      code: 'YALDA',
      title: 'یلدا',
      kind: 'fixed',
      value: 50_000,
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-02-01T00:00:00Z',
    };
    expect(fieldOf(createDiscountBody, discount)).toBeNull();
    expect(fieldOf(createDiscountBody, { ...discount, value: 50_005 })).toEqual([
      { field: 'body.value', message: wholeTomanMessage('مبلغ تخفیف') },
    ]);
    expect(fieldOf(createDiscountBody, { ...discount, kind: 'percent', value: 15 })).toBeNull();
    expect(fieldOf(createDiscountBody, { ...discount, kind: 'percent', value: 15, maxDiscount: 1 })).toEqual([
      { field: 'body.maxDiscount', message: wholeTomanMessage('سقف تخفیف') },
    ]);
    expect(fieldOf(createDiscountBody, { ...discount, minBasket: 999_999 })).toEqual([
      { field: 'body.minBasket', message: wholeTomanMessage('حداقل مبلغ سبد') },
    ]);

    const peyk = { method: 'Peyk', title: 'پیک', base: 60_000, perKm: 2_000, cities: [{ cityId: 1, km: 3 }] };
    expect(fieldOf(createShippingPriceBody, peyk)).toBeNull();
    expect(fieldOf(createShippingPriceBody, { ...peyk, perKm: 2_005 })).toEqual([
      { field: 'body.perKm', message: wholeTomanMessage('هزینهٔ هر کیلومتر') },
    ]);
    const rates = { sameCity: 1, sameProvince: 10, neighbouringProvince: 20, other: 30 };
    const post = {
      method: 'Post',
      title: 'پست',
      bands: [{ upToGrams: 1000, price: rates }],
      perKgAboveLast: rates,
    };
    expect(fieldOf(createShippingPriceBody, post)).toEqual([
      { field: 'body.bands.0.price.sameCity', message: wholeTomanMessage('نرخ ارسال') },
      { field: 'body.perKgAboveLast.sameCity', message: wholeTomanMessage('نرخ ارسال') },
    ]);
  });
});
