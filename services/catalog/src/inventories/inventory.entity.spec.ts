import { randomUUID } from 'node:crypto';
import { InventoryEntity, MAX_IMAGES } from './inventory.entity';

const draft = { productId: randomUUID(), name: 'مخمل یشمی', productNumber: 10042, price: 5000 };
const make = () =>
  InventoryEntity.create(
    { ...draft, colorId: null, designId: null, salePrice: null, stock: 3 },
    'مخمل كبريتي',
  );

describe('an inventory', () => {
  it('is searched by its name, its product’s name and its number, folded', () => {
    const inventory = make();
    expect(inventory.searchText).toBe('مخمل یشمی مخمل کبریتی 10042');
    inventory.refreshSearchText('ململ');
    expect(inventory.searchText).toBe('مخمل یشمی ململ 10042');
  });

  it('refuses a sale price at or above its price, and keeps the old prices', () => {
    const inventory = make();
    expect(() => inventory.reprice(1000, 1000)).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ statusCode: 400 }) }),
    );
    expect([inventory.price, inventory.salePrice]).toEqual([5000, null]);
    inventory.reprice(1000, 900);
    expect(inventory.effectivePrice).toBe(900);
  });

  it('keeps a gallery of at most MAX_IMAGES distinct keys, reordered on request', () => {
    const inventory = make();
    const keys = Array.from({ length: MAX_IMAGES }, (_, i) => i.toString(16).padStart(24, '0'));
    keys.forEach((key) => inventory.addImage(key));
    inventory.addImage(keys[0]);
    expect(inventory.images).toHaveLength(MAX_IMAGES);
    expect(() => inventory.addImage('f'.repeat(24))).toThrow();
    inventory.reorderImages([keys[2], 'missing', keys[1]]);
    expect(inventory.images.slice(0, 4)).toEqual([keys[2], keys[1], keys[0], keys[3]]);
    inventory.removeImage(keys[2]);
    expect(() => inventory.removeImage(keys[2])).toThrow();
  });
});
