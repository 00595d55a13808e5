import type { Inventory } from '../catalog/inventory';
import { priceLines, stockStateOf, times } from './basket-pricing';

const inventory = (over: Partial<Inventory> = {}): Inventory => ({
  id: 'inv-1',
  productId: 'prod-1',
  productName: 'پارچهٔ کتان',
  unitType: 'half_meter',
  categoryId: 'cat-1',
  name: 'کتان آبی',
  productNumber: 1,
  color: null,
  design: null,
  price: 350_000,
  salePrice: null,
  onSale: false,
  effectivePrice: 350_000,
  stock: 10,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
  ...over,
});

describe('basket pricing', () => {
  it('prices half meters per step: 3 steps are 1.5 m at the half-meter price', () => {
    const priced = priceLines([{ inventoryId: 'inv-1', quantity: 3 }], new Map([['inv-1', inventory()]]));
    expect(priced.lines[0]).toMatchObject({
      unitType: 'half_meter',
      pricePerStep: 350_000,
      salePricePerStep: null,
      lineTotal: 1_050_000,
      stockState: 'in_stock',
      counted: true,
    });
    expect(priced.totals).toEqual({ subtotal: 1_050_000, saleSavings: 0, total: 1_050_000 });
    expect(priced.ready).toBe(true);
  });

  it('charges the sale price and shows what the sale saves', () => {
    const onSale = inventory({
      unitType: 'meter',
      salePrice: 199_999,
      onSale: true,
      effectivePrice: 199_999,
    });
    const priced = priceLines([{ inventoryId: 'inv-1', quantity: 7 }], new Map([['inv-1', onSale]]));
    expect(priced.lines[0]).toMatchObject({ salePricePerStep: 199_999, lineTotal: 1_399_993 });
    expect(priced.totals).toEqual({ subtotal: 2_450_000, saleSavings: 1_050_007, total: 1_399_993 });
  });

  it('marks sold-out, short and deleted lines, keeps them, and leaves them out of the totals', () => {
    const inventories = new Map([
      ['a', inventory({ id: 'a', stock: 0 })],
      ['b', inventory({ id: 'b', stock: 2 })],
      ['c', inventory({ id: 'c', price: 100, effectivePrice: 100, unitType: 'count' })],
    ]);
    const lines = ['a', 'b', 'gone', 'c'].map((inventoryId) => ({ inventoryId, quantity: 5 }));
    const priced = priceLines(lines, inventories);
    expect(priced.lines.map((l) => [l.inventoryId, l.stockState, l.counted])).toEqual([
      ['a', 'sold_out', false],
      ['b', 'not_enough', false],
      ['gone', 'deleted', false],
      ['c', 'in_stock', true],
    ]);
    expect(priced.lines[2]).toMatchObject({ pricePerStep: null, lineTotal: null, available: 0, name: null });
    expect(priced.lines[1]).toMatchObject({ available: 2, lineTotal: 1_750_000 });
    expect(priced.totals).toEqual({ subtotal: 500, saleSavings: 0, total: 500 });
    expect(priced.ready).toBe(false);
  });

  it('treats an inventory the catalog reports as deleted like a missing one', () => {
    expect(stockStateOf(inventory({ deletedAt: '2026-02-01T00:00:00.000Z' }), 1)).toBe('deleted');
    expect(stockStateOf(undefined, 1)).toBe('deleted');
  });

  it('is not ready when empty', () => {
    expect(priceLines([], new Map())).toEqual({
      lines: [],
      totals: { subtotal: 0, saleSavings: 0, total: 0 },
      ready: false,
    });
  });

  it('refuses an amount that would not stay an exact integer', () => {
    expect(times(123, 1000)).toBe(123_000);
    expect(() => times(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});
