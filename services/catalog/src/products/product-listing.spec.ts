import { PRODUCT_SORTS } from '@ela/contracts';
import { PRODUCT_ORDER, containsPattern } from './product-listing';

describe('product listing rules', () => {
  it('orders every sort key with the id as the last tie-breaker', () => {
    for (const sort of PRODUCT_SORTS) {
      expect(Object.keys(PRODUCT_ORDER[sort]).at(-1)).toBe('p.id');
    }
  });

  it('escapes LIKE wildcards typed by people', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('مخمل')).toBe('%مخمل%');
  });
});
