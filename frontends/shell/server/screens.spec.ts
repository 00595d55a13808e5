import { SCREENS, isIndexable, matchScreen } from './screens';

const ID = '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f';

describe('matchScreen', () => {
  it('knows every screen of the spec with its owner and layout', () => {
    expect(matchScreen('/')).toMatchObject({ owner: 'shop', layout: 'default' });
    expect(matchScreen('/product')).toMatchObject({ owner: 'shop', layout: 'default' });
    expect(matchScreen('/login')).toMatchObject({ owner: 'shell', layout: 'blank' });
    expect(matchScreen('/panel/login')).toMatchObject({ owner: 'shell', layout: 'blank' });
    expect(matchScreen('/panel')).toMatchObject({ owner: 'panel', layout: 'admin', guard: 'admin' });
    expect(matchScreen('/profile/orders')).toMatchObject({ owner: 'shop', guard: 'user' });
    expect(matchScreen(`/profile/orders/${ID}/invoice`)).toMatchObject({ owner: 'shop', guard: 'user' });
    expect(matchScreen('/panel/products/removed-products')).toMatchObject({ owner: 'panel' });
    expect(matchScreen('/panel/volumetric-weights')).toMatchObject({ owner: 'panel' });
    expect(matchScreen('/panel/shipping-prices')).toMatchObject({ owner: 'panel', guard: 'admin' });
    expect(matchScreen('/panel/audit-log')).toMatchObject({ owner: 'panel', guard: 'admin' });
    expect(matchScreen('/panel/league')).toMatchObject({ owner: 'panel', guard: 'admin' });
    expect(matchScreen('/league/toddlers/upload')).toMatchObject({ owner: 'shop', guard: 'user' });
    expect(matchScreen('/league/toddlers')?.guard).toBeUndefined();
    expect(matchScreen('/panel/information/dead-letters')).toMatchObject({ owner: 'panel', guard: 'admin' });
    expect(matchScreen('/checkout')).toMatchObject({ owner: 'shop', guard: 'user' });
    expect(matchScreen('/basket')).toEqual(expect.not.objectContaining({ guard: expect.anything() }));
    expect(isIndexable(matchScreen('/basket')!)).toBe(false);
    expect(matchScreen('/payment/zarinpal/verify')).toEqual(
      expect.not.objectContaining({ guard: expect.anything() }),
    );
    expect(matchScreen('/payment/mock/verify')).toMatchObject({ owner: 'shop', layout: 'default' });
    expect(matchScreen(`/payment/mock/${ID}`)).toBeNull();
    const count = (owner: string) => SCREENS.filter((screen) => screen.owner === owner).length;
    expect([count('shop'), count('shell'), count('panel')]).toEqual([26, 2, 35]);
  });

  it('fills parameters: any segment for names, a UUID for ids', () => {
    expect(matchScreen('/product/%D9%BE%D8%A7%D Invalid')).toBeNull();
    expect(matchScreen('/product/%D9%BE%D8%A7%D8%B1%DA%86%D9%87')).toMatchObject({
      path: '/product/{inventoryName}',
      bottomNav: false,
    });
    expect(matchScreen(`/category/${ID}`)).toMatchObject({ path: '/category/{id}' });
    expect(matchScreen(`/category/${ID}/subCategories`)).toMatchObject({ owner: 'shop' });
    expect(matchScreen(`/panel/blog/${ID}`)).toMatchObject({ path: '/panel/blog/{id}' });
    expect(matchScreen('/panel/blog/define')).toMatchObject({ path: '/panel/blog/define' });
    // The search page's {id} is the term people typed.
    expect(matchScreen(`/search/${encodeURIComponent('پارچه كتان ۱۲')}`)).toMatchObject({
      owner: 'shop',
      path: '/search/{term}',
    });
  });

  it('treats an id that is not a UUID, an unknown path or a wrong case as no screen', () => {
    expect(matchScreen('/category/42')).toBeNull();
    expect(matchScreen('/profile/orders/not-a-uuid')).toBeNull();
    expect(matchScreen('/panel/blog/removed')).toBeNull();
    expect(matchScreen('/nope')).toBeNull();
    expect(matchScreen('/product/a/b')).toBeNull();
    expect(matchScreen('/product/')).not.toBeNull();
    expect(matchScreen(`/category/${ID}/subcategories`)).toBeNull();
    expect(matchScreen('/Login')).toBeNull();
  });
});
