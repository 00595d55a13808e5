import { PRODUCT_SORTS } from '@ela/contracts';
import { PRODUCT_ORDER } from './product-listing';

describe('product listing rules', () => {
  it('orders every sort key with the id as the last tie-breaker', () => {
    for (const sort of PRODUCT_SORTS) {
      expect(Object.keys(PRODUCT_ORDER[sort]).at(-1)).toBe('p.id');
    }
  });

  it('puts products without a price last in both price orders', () => {
    expect(PRODUCT_ORDER.price_asc['p.min_price']).toBe('ASC NULLS LAST');
    expect(PRODUCT_ORDER.price_desc['p.min_price']).toBe('DESC NULLS LAST');
  });
});
