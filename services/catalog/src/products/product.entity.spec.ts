import { randomUUID } from 'node:crypto';
import { ProductEntity } from './product.entity';

const make = () =>
  ProductEntity.create({ name: 'پارچه كتان', description: '', categoryId: randomUUID(), unitType: 'meter' });

describe('a product', () => {
  it('is searched by its folded name, and starts with an empty summary', () => {
    const product = make();
    expect(product.searchText).toBe('پارچه کتان');
    expect(product).toMatchObject({ minPrice: null, onSale: false, imageKey: null, entryInventory: null });
  });

  it('tells whether a new summary changes what shoppers see', () => {
    const product = make();
    const summary = { minPrice: 1200, onSale: true, imageKey: null, entryInventory: 'کتان سفید' };
    expect(product.applySummary(summary)).toBe(true);
    expect(product.applySummary({ ...summary })).toBe(false);
    expect(product.applySummary({ ...summary, minPrice: 1100 })).toBe(true);
  });
});
