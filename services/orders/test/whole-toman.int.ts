import type { DiscountBreakdown, PricedBasket } from '@ela/contracts';
import { adminApi, startTestStack, type ApiClient } from '@ela/stack';
import { POST, rates } from './shipping-fixtures';
import { customerWithId, halfMeterFabric, tag } from './orders-fixtures';

jest.setTimeout(90_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let customer: ApiClient;
let ids: Record<'plain' | 'sale', string>;
const t = tag().toUpperCase();
const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'orders', 'gateway']);
  admin = await adminApi(stack);
  customer = (await customerWithId(stack)).api;
  const fabric = await halfMeterFabric(admin, t, {
    plain: { price: 193_070, stock: 10 },
    sale: { price: 300_000, salePrice: 289_580, stock: 10 },
  });
  ids = { plain: fabric.byName.plain!.id, sale: fabric.byName.sale!.id };
  // 3 half meters at 193,070 and 3 at the sale price 289,580: 1,447,950 Rials, whose 10 % is
  // 144,795 Rials, half a Toman short of a whole one.
  const filled = await customer.call('POST', '/basket/create', {
    lines: [
      { inventoryId: ids.plain, quantity: 3 },
      { inventoryId: ids.sale, quantity: 3 },
    ],
  });
  expect(filled.status).toBe(200);
  const code = await admin.call('POST', '/discount', {
    code: `TEN-${t}`,
    title: 'ده درصد',
    kind: 'percent',
    value: 10,
    startsAt: at(-hour),
    endsAt: at(24 * hour),
  });
  expect(code.status).toBe(201);
});
afterAll(() => stack?.dispose());

/** The amounts given, by name, that are not a whole Toman (null is no amount). */
function partToman(amounts: Record<string, number | null>): string[] {
  return Object.entries(amounts)
    .filter(([, rials]) => rials !== null && rials % 10 !== 0)
    .map(([name, rials]) => `${name} = ${rials}`);
}

describe('amounts a customer sees', () => {
  it('are whole Toman in the priced basket', async () => {
    const basket = await customer.call<PricedBasket>('GET', '/basket');
    expect(basket.status).toBe(200);
    expect(basket.body.totals).toEqual({ subtotal: 1_479_210, saleSavings: 31_260, total: 1_447_950 });
    for (const line of basket.body.lines) {
      const { pricePerStep, salePricePerStep, effectivePricePerStep, lineTotal } = line;
      expect(partToman({ pricePerStep, salePricePerStep, effectivePricePerStep, lineTotal })).toEqual([]);
    }
    expect(partToman({ ...basket.body.totals })).toEqual([]);
  });

  it('are whole Toman after a 10 % code: the discount rounds down to 144,790, not 144,795', async () => {
    const res = await customer.call<DiscountBreakdown>('POST', '/discount/calculate', { code: `ten-${t}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subtotal: 1_479_210,
      saleSavings: 31_260,
      basketTotal: 1_447_950,
      discount: 144_790,
      total: 1_303_160,
    });
    const { subtotal, saleSavings, basketTotal, discount, total } = res.body;
    expect(partToman({ subtotal, saleSavings, basketTotal, discount, total })).toEqual([]);
    const lines = await customer.call<DiscountBreakdown>('POST', '/discount/calculate', {
      code: `TEN-${t}`,
      lines: [{ inventoryId: ids.sale, quantity: 1 }],
    });
    // 10 % of 289,580 is 28,958: 28,950 comes off and 260,630 is paid.
    expect(lines.body).toMatchObject({ basketTotal: 289_580, discount: 28_950, total: 260_630 });
    expect(partToman({ discount: lines.body.discount, total: lines.body.total })).toEqual([]);
  });
});

describe('amounts an admin enters for customers', () => {
  /** The 400 for part of a Toman, naming the field by path and in Persian. */
  const refusal = (field: string, name: string) => ({
    status: 400,
    body: {
      message: expect.stringContaining(`${name} باید تومان کامل باشد`),
      details: [{ field, message: `${name} باید تومان کامل باشد (مضربی از ۱۰ ریال)` }],
    },
  });

  it('refuses inventory prices and sale prices in part-Toman', async () => {
    const body = { productId: '00000000-0000-4000-8000-000000000000', name: `کتان ${t}`, stock: 1 };
    expect(await admin.call('POST', '/products/inventory', { ...body, price: 1_447_975 })).toMatchObject(
      refusal('body.price', 'قیمت'),
    );
    expect(
      await admin.call('PATCH', `/products/inventory/${ids.sale}`, { salePrice: 289_585 }),
    ).toMatchObject(refusal('body.salePrice', 'قیمت حراج'));
    const unchanged = await customer.call<PricedBasket>('GET', '/basket');
    expect(unchanged.body.totals.total).toBe(1_447_950);
  });

  it('refuses a discount’s fixed amount, cap and minimum in part-Toman, on create and on change', async () => {
    const base = { title: 'هدیه', startsAt: at(-hour), endsAt: at(hour) };
    const fixed = { ...base, code: `GIFT-${t}`, kind: 'fixed', value: 50_005 };
    expect(await admin.call('POST', '/discount', fixed)).toMatchObject(refusal('body.value', 'مبلغ تخفیف'));
    const capped = { ...base, code: `CAP-${t}`, kind: 'percent', value: 10, maxDiscount: 100_001 };
    expect(await admin.call('POST', '/discount', capped)).toMatchObject(
      refusal('body.maxDiscount', 'سقف تخفیف'),
    );
    const least = { ...base, code: `MIN-${t}`, kind: 'percent', value: 10, minBasket: 999_999 };
    expect(await admin.call('POST', '/discount', least)).toMatchObject(
      refusal('body.minBasket', 'حداقل مبلغ سبد'),
    );
    const made = await admin.call<{ id: string }>('POST', '/discount', { ...fixed, value: 50_000 });
    expect(made.status).toBe(201);
    expect(await admin.call('PATCH', `/discount/${made.body.id}`, { value: 50_005 })).toMatchObject({
      status: 400,
      body: {
        details: [{ field: 'body.value', message: 'مبلغ تخفیف باید تومان کامل باشد (مضربی از ۱۰ ریال)' }],
      },
    });
  });

  it('refuses shipping rates in part-Toman', async () => {
    const post = { ...POST, perKgAboveLast: rates(10_000, 20_000, 30_005, 40_000) };
    expect(await admin.call('POST', '/shipping-prices/create', post)).toMatchObject(
      refusal('body.perKgAboveLast.neighbouringProvince', 'نرخ ارسال'),
    );
    const peyk = {
      method: 'Peyk',
      title: 'پیک',
      base: 60_001,
      perKm: 2_000,
      cities: [{ cityId: 7013, km: 0 }],
    };
    expect(await admin.call('POST', '/shipping-prices/create', peyk)).toMatchObject(
      refusal('body.base', 'هزینهٔ پایهٔ پیک'),
    );
  });
});
