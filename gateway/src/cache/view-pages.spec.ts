import type { Inventory, Page } from '@ela/contracts';
import { pageFromView } from './view-pages';

const inventory = (id: string, name: string, price: number, salePrice: number | null = null) =>
  ({ id, name, price, salePrice }) as Inventory;

/** A product's list as the view keeps it: in name order. */
const kept: Page<Inventory> = {
  items: [
    inventory('c0', 'آبی', 900_000),
    inventory('a0', 'زرد', 1_000_000, 800_000),
    inventory('b0', 'سبز', 800_000),
    inventory('d0', 'قرمز', 700_000),
  ],
  total: 4,
  page: 1,
  limit: 100,
};
const json = JSON.stringify(kept);
const ids = (answer: string | null) => (JSON.parse(answer!) as Page<Inventory>).items.map((i) => i.id);

describe('a page cut from a view', () => {
  it('orders by the price paid (the sale price when there is one), ties by id, either way', () => {
    expect(ids(pageFromView(json, { entry: 'p', sort: 'price_asc', page: 1, limit: 50 }))).toEqual([
      'd0',
      'a0',
      'b0',
      'c0',
    ]);
    expect(ids(pageFromView(json, { entry: 'p', sort: 'price_desc', page: 1, limit: 50 }))).toEqual([
      'c0',
      'b0',
      'a0',
      'd0',
    ]);
  });

  it('keeps the name order as kept, and pages as the catalog does', () => {
    const second = pageFromView(json, { entry: 'p', sort: 'name', page: 2, limit: 3 });
    expect(JSON.parse(second!)).toEqual({ items: [kept.items[3]], total: 4, page: 2, limit: 3 });
    const past = pageFromView(json, { entry: 'p', sort: 'name', page: 3, limit: 3 });
    expect(JSON.parse(past!)).toEqual({ items: [], total: 4, page: 3, limit: 3 });
  });

  it('leaves to the catalog a list the view holds only part of, an unknown sort, or a damaged view', () => {
    const part = JSON.stringify({ ...kept, total: 101 });
    expect(pageFromView(part, { entry: 'p', sort: 'price_asc', page: 1, limit: 50 })).toBeNull();
    expect(pageFromView(json, { entry: 'p', sort: 'newest', page: 1, limit: 50 })).toBeNull();
    expect(pageFromView('{"items":', { entry: 'p', sort: 'name', page: 1, limit: 50 })).toBeNull();
    expect(pageFromView(null, { entry: 'p', sort: 'name', page: 1, limit: 50 })).toBeNull();
  });
});
