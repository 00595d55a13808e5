import type { Inventory } from '@ela/contracts';
import { breadcrumbJsonLd, productJsonLd } from './json-ld';

interface ProductData {
  image?: string[];
  offers: { availability: string; priceSpecification: { referenceQuantity: object } };
}

const inventory = (extra: Partial<Inventory> = {}): Inventory => ({
  id: 'i1',
  productId: 'p1',
  productName: 'پارچه کتان',
  unitType: 'half_meter',
  categoryId: 'c1',
  name: 'پارچه کتان سفید',
  productNumber: 1042,
  color: { id: 'k1', name: 'سفید', hex: '#ffffff' } as Inventory['color'],
  design: null,
  price: 2_450_000,
  salePrice: 1_960_000,
  onSale: true,
  effectivePrice: 1_960_000,
  stock: 8,
  images: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  deletedAt: null,
  ...extra,
});

describe('productJsonLd', () => {
  it('prices the unit step in Rials (IRR), with availability', () => {
    const data = productJsonLd(inventory(), null, 'https://ela.test/product/x', ['https://api/x.webp']);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'پارچه کتان سفید',
      sku: '1042',
      color: 'سفید',
      image: ['https://api/x.webp'],
      offers: {
        '@type': 'Offer',
        price: 1_960_000,
        priceCurrency: 'IRR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { referenceQuantity: { value: 0.5, unitCode: 'MTR' } },
      },
    });
    const soldOut = productJsonLd(inventory({ stock: 0, unitType: 'count' }), null, 'u', []) as ProductData;
    expect(soldOut.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(soldOut.offers.priceSpecification.referenceQuantity).toEqual({
      '@type': 'QuantitativeValue',
      value: 1,
      unitCode: 'C62',
    });
    expect(soldOut.image).toBeUndefined();
  });

  it('lists a trail of pages in order', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'خانه', url: 'u1' },
        { name: 'کتان', url: 'u2' },
      ]),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: 'خانه', item: 'u1' },
        { position: 2, name: 'کتان', item: 'u2' },
      ],
    });
  });
});
