import type { Color, Design, Inventory } from '@ela/contracts';
import { variantGroups } from './variants';

const color = (id: string, name: string, hex: string): Color => ({
  id,
  name,
  hex,
  createdAt: '',
  updatedAt: '',
});
const design = (id: string, name: string): Design => ({
  id,
  name,
  image: null,
  createdAt: '',
  updatedAt: '',
});
const RED = color('red', 'قرمز', '#cc0000');
const BLUE = color('blue', 'آبی', '#0000cc');
const PLAIN = design('plain', 'ساده');
const STRIPED = design('striped', 'راه‌راه');

function inventory(name: string, c: Color | null, d: Design | null, stock = 5): Inventory {
  return {
    id: name,
    productId: 'p',
    productName: 'کتان',
    unitType: 'half_meter',
    categoryId: 'c',
    name,
    productNumber: 1,
    color: c,
    design: d,
    price: 100,
    salePrice: null,
    onSale: false,
    effectivePrice: 100,
    stock,
    images: [],
    createdAt: '',
    updatedAt: '',
    deletedAt: null,
  };
}

describe('variantGroups', () => {
  const redPlain = inventory('کتان قرمز ساده', RED, PLAIN);
  const redStriped = inventory('کتان قرمز راه‌راه', RED, STRIPED);
  const bluePlain = inventory('کتان آبی ساده', BLUE, PLAIN, 0);
  const blueStriped = inventory('کتان آبی راه‌راه', BLUE, STRIPED);
  const all = [redPlain, redStriped, bluePlain, blueStriped];

  it('offers each colour and design once, keeping the other axis where it can', () => {
    const groups = variantGroups(redPlain, all);
    expect(groups.colors).toEqual([
      expect.objectContaining({
        label: 'قرمز',
        inventoryName: redPlain.name,
        selected: true,
        hex: '#cc0000',
      }),
      // Blue in the same (plain) design is sold out, so blue and striped is offered instead.
      expect.objectContaining({ label: 'آبی', inventoryName: blueStriped.name, selected: false }),
    ]);
    expect(groups.designs.map((d) => [d.label, d.inventoryName, d.selected])).toEqual([
      ['ساده', redPlain.name, true],
      ['راه‌راه', redStriped.name, false],
    ]);
    expect(groups.others).toEqual([]);
  });

  it('keeps a sold-out combination when nothing else has that colour, and marks the colour sold out', () => {
    const groups = variantGroups(redPlain, [redPlain, bluePlain]);
    expect(groups.colors[1]).toMatchObject({ inventoryName: bluePlain.name, soldOut: true });
  });

  it('marks a design sold out only when nothing in it is in stock', () => {
    const groups = variantGroups(bluePlain, all);
    expect(groups.designs.find((d) => d.selected)).toMatchObject({ label: 'ساده', soldOut: false });
  });

  it('tells inventories apart by name when colour and design do not', () => {
    const a = inventory('کتان عرض ۱۵۰', null, null);
    const b = inventory('کتان عرض ۲۴۰', null, null);
    const groups = variantGroups(a, [a, b]);
    expect(groups.colors).toEqual([]);
    expect(groups.others.map((o) => [o.label, o.selected])).toEqual([
      ['عرض ۱۵۰', true],
      ['عرض ۲۴۰', false],
    ]);
  });

  it('offers nothing to choose for a product sold in one form', () => {
    expect(variantGroups(redPlain, [redPlain])).toEqual({
      colors: [expect.objectContaining({ selected: true })],
      designs: [expect.objectContaining({ selected: true })],
      others: [],
    });
  });
});
