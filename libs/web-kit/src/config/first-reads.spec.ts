import { FIRST_VIEW_ELEMENTS } from '@ela/contracts';
import { firstRead, forgetFirstReads } from './first-reads';

describe('firstRead', () => {
  it('gives the answers the server wrote into the page until the visitor moves on', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_VIEW_ELEMENTS.reads;
    script.textContent = JSON.stringify({ '/products/get-all?limit=10': { items: ['<b>'] } });
    document.head.append(script);
    expect(firstRead('/products/get-all?limit=10')).toEqual({ items: ['<b>'] });
    expect(firstRead('/categories/all-main-categories')).toBeUndefined();
    forgetFirstReads();
    expect(firstRead('/products/get-all?limit=10')).toBeUndefined();
    script.remove();
  });
});
