import type { SearchHit } from '@ela/contracts';
import { fallbackOptions, hitOptions, recentOptions } from './search-options';

const linen = { id: 'p1', name: 'پارچه کتان' };
const hit = (id: string, title: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  kind: 'inventory',
  id,
  title,
  path: `/product/${encodeURIComponent(title)}`,
  image: null,
  price: 1_000_000,
  ...extra,
});

describe('hitOptions', () => {
  it('puts categories first, then each product with its matching colours beneath it', () => {
    const options = hitOptions(
      [
        hit('i1', 'پارچه کتان سفید', { product: linen, color: { name: 'سفید', hex: '#ffffff' } }),
        hit('i2', 'مخمل سبز', { product: { id: 'p2', name: 'مخمل' } }),
        hit('i3', 'پارچه کتان کرم', { product: linen, color: { name: 'کرم', hex: '#f5efe0' } }),
        { kind: 'category', id: 'c1', title: 'نخی و کتان', path: '/category/c1', image: null, price: null },
      ],
      ' کتان ',
    );
    expect(options.map((o) => [o.kind, o.title, o.path])).toEqual([
      ['category', 'نخی و کتان', '/category/c1'],
      ['product', 'پارچه کتان', '/product?product=p1'],
      ['variant', 'سفید', `/product/${encodeURIComponent('پارچه کتان سفید')}`],
      ['variant', 'کرم', `/product/${encodeURIComponent('پارچه کتان کرم')}`],
      ['inventory', 'مخمل سبز', `/product/${encodeURIComponent('مخمل سبز')}`],
      ['all', 'دیدن همهٔ نتیجه‌ها', `/search/${encodeURIComponent('کتان')}`],
    ]);
  });

  it('names a variant by its colour when its name says nothing beyond the product', () => {
    const [, variant] = hitOptions(
      [
        hit('i1', 'پارچه کتان', { product: linen, color: { name: 'سفید', hex: '#fff' } }),
        hit('i2', 'پارچه کتان راه‌راه', { product: linen }),
      ],
      'کتان',
    );
    expect(variant.title).toBe('سفید');
  });
});

describe('other rows', () => {
  it('offers recent searches, and main categories when nothing matched', () => {
    expect(recentOptions(['ساتن'])).toEqual([
      { kind: 'recent', path: `/search/${encodeURIComponent('ساتن')}`, title: 'ساتن' },
    ]);
    const mains = [{ id: 'c1', name: 'پارچه لباسی' }] as Parameters<typeof fallbackOptions>[0];
    expect(fallbackOptions(mains).map((o) => o.path)).toEqual(['/category/c1', '/shop']);
  });
});
