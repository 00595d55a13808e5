import { FIRST_VIEW_ELEMENTS } from '@ela/contracts';
import { firstRead, forgetFirstReads } from './first-reads';
import { writePageJson } from '../testing/page-json';

describe('firstRead', () => {
  it('gives the answers the server wrote into the page until the visitor moves on', () => {
    const script = writePageJson(FIRST_VIEW_ELEMENTS.reads, {
      '/products/get-all?limit=10': { items: ['<b>'] },
    });
    expect(firstRead('/products/get-all?limit=10')).toEqual({ items: ['<b>'] });
    expect(firstRead('/categories/all-main-categories')).toBeUndefined();
    forgetFirstReads();
    expect(firstRead('/products/get-all?limit=10')).toBeUndefined();
    script.remove();
  });
});
