import { loginPath, safeRedirectPath } from './login-paths';

const ORIGIN = 'https://ela.example';

describe('login paths', () => {
  it('gives each role its login page, remembering where to come back to', () => {
    expect(loginPath('user')).toBe('/login');
    expect(loginPath('admin')).toBe('/panel/login');
    expect(loginPath('user', '/basket')).toBe('/login?redirect=%2Fbasket');
    expect(loginPath('admin', '/panel/products?page=2')).toBe(
      '/panel/login?redirect=%2Fpanel%2Fproducts%3Fpage%3D2',
    );
  });

  it('accepts paths of this site only', () => {
    expect(safeRedirectPath('/basket', ORIGIN)).toBe('/basket');
    expect(safeRedirectPath('/profile/orders?x=1#top', ORIGIN)).toBe('/profile/orders?x=1#top');
    for (const bad of [
      null,
      '',
      'basket',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirectPath(bad, ORIGIN)).toBeNull();
    }
  });

  it('never sends a login back to a login page', () => {
    expect(safeRedirectPath('/login', ORIGIN)).toBeNull();
    expect(safeRedirectPath('/panel/login?redirect=/panel', ORIGIN)).toBeNull();
    expect(loginPath('user', '/login')).toBe('/login');
  });
});
