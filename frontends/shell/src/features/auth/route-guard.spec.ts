import { SCREENS } from '../../../server/screens';
import type { SessionSnapshot } from '@ela/web-kit';
import { guardRedirect, requiredRole, sessionAllows } from './route-guard';
import { loginTarget } from './login-target';

const anonymous: SessionSnapshot = { user: null, accessToken: null, isAdmin: false };
const customer: SessionSnapshot = { ...anonymous, accessToken: 'a' };
const admin: SessionSnapshot = { ...customer, isAdmin: true };

describe('route guard', () => {
  it("agrees with the screen table's guard column for every screen", () => {
    for (const screen of SCREENS) {
      const path = screen.path
        .replace('{id}', '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f')
        .replace(/\{\w+\}/, 'x');
      expect([path, requiredRole(path)]).toEqual([path, screen.guard ?? null]);
    }
  });

  it('guards by prefix, also paths that are no screen', () => {
    expect(requiredRole('/panel/nope')).toBe('admin');
    expect(requiredRole('/panelists')).toBeNull();
    expect(requiredRole('/basketball')).toBeNull();
    // A visitor's basket is kept in their browser; the page shows it (decisions: Guests see their basket).
    expect(requiredRole('/basket')).toBeNull();
    expect(requiredRole('/profile/anything')).toBe('user');
    expect(requiredRole('/checkout')).toBe('user');
    expect(requiredRole('/payment/mock/verify')).toBeNull();
    expect(requiredRole('/payment/zarinpal/verify')).toBeNull();
    expect(requiredRole('/league/toddlers/upload')).toBe('user');
    expect(requiredRole('/league/toddlers')).toBeNull();
  });

  it('sends visitors without the right session to the right login page, remembering the wanted page', () => {
    expect(guardRedirect('/checkout', anonymous)).toBe('/login?redirect=%2Fcheckout');
    expect(guardRedirect('/profile/orders?page=2', anonymous)).toBe(
      '/login?redirect=%2Fprofile%2Forders%3Fpage%3D2',
    );
    expect(guardRedirect('/panel/products', anonymous)).toBe('/panel/login?redirect=%2Fpanel%2Fproducts');
    // A customer is no admin, and an admin's session does not open a customer's pages.
    expect(guardRedirect('/panel/products', customer)).toBe('/panel/login?redirect=%2Fpanel%2Fproducts');
    expect(guardRedirect('/profile', admin)).toBe('/login?redirect=%2Fprofile');
  });

  it('lets the right session, and everyone on public pages, through', () => {
    expect(guardRedirect('/panel', admin)).toBeNull();
    expect(guardRedirect('/basket', customer)).toBeNull();
    expect(guardRedirect('/basket', anonymous)).toBeNull();
    expect(guardRedirect('/checkout', customer)).toBeNull();
    expect(guardRedirect('/panel/login', anonymous)).toBeNull();
    expect(guardRedirect('/login', anonymous)).toBeNull();
    expect(guardRedirect('/product/x', anonymous)).toBeNull();
    expect(sessionAllows(null, anonymous)).toBe(true);
  });
});

describe('loginTarget', () => {
  it('returns to the wanted page when the role may open it', () => {
    expect(loginTarget('user', '/basket')).toBe('/basket');
    expect(loginTarget('user', '/product/x?color=2')).toBe('/product/x?color=2');
    expect(loginTarget('admin', '/panel/products')).toBe('/panel/products');
  });

  it("goes to the role's home otherwise", () => {
    expect(loginTarget('user', null)).toBe('/profile');
    expect(loginTarget('admin', null)).toBe('/panel');
    expect(loginTarget('user', '/panel/products')).toBe('/profile');
    expect(loginTarget('admin', '/checkout')).toBe('/panel');
    expect(loginTarget('user', 'https://evil.example/')).toBe('/profile');
    expect(loginTarget('user', '//evil.example')).toBe('/profile');
  });
});
