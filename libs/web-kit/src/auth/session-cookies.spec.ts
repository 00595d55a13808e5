import { customer as user } from './session.fixtures';
import {
  SESSION_COOKIES,
  clearSessionCookies,
  dropLegacyRefreshToken,
  legacyRefreshToken,
  readSessionCookies,
  writeSessionCookies,
} from './session-cookies';

describe('session cookies', () => {
  afterEach(() => {
    clearSessionCookies();
    jest.restoreAllMocks();
  });

  it('writes the three cookies pages read and reads them back; the refresh token is not among them', () => {
    writeSessionCookies({ user, accessToken: 'access', isAdmin: false });
    expect(document.cookie).toContain('auth.accessToken=access');
    expect(document.cookie).toContain('auth.isAdmin=false');
    expect(document.cookie).not.toContain('auth.refresh');
    expect(readSessionCookies()).toEqual({ user, accessToken: 'access', isAdmin: false });
  });

  it('finds a refresh token an older page left readable, until it is dropped', () => {
    document.cookie = 'auth.refreshToken=old-refresh; Path=/';
    writeSessionCookies({ user, accessToken: 'a', isAdmin: false });
    expect(legacyRefreshToken()).toBe('old-refresh');
    dropLegacyRefreshToken();
    expect(legacyRefreshToken()).toBeNull();
    expect(document.cookie).not.toContain('auth.refreshToken');
  });

  it('keeps them on the whole site for thirty days, SameSite=Lax, Secure on https', () => {
    const written: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => void written.push(value));
    writeSessionCookies({ user, accessToken: 'a', isAdmin: true }, true);
    expect(written.map((line) => line.split('=')[0]).sort()).toEqual(Object.values(SESSION_COOKIES).sort());
    for (const line of written) expect(line).toMatch(/; Path=\/; Max-Age=2592000; SameSite=Lax; Secure$/);
    written.length = 0;
    writeSessionCookies({ user, accessToken: 'a', isAdmin: true }, false);
    expect(written.every((line) => !line.includes('Secure'))).toBe(true);
  });

  it('clears them all, a readable refresh token of old too', () => {
    writeSessionCookies({ user, accessToken: 'a', isAdmin: true });
    document.cookie = 'auth.refreshToken=old-refresh; Path=/';
    clearSessionCookies();
    expect(readSessionCookies()).toEqual({ user: null, accessToken: null, isAdmin: false });
    expect(document.cookie).toBe('');
  });

  it('ignores a user cookie without an _id or with broken JSON, keeping the tokens', () => {
    const text = `auth.user=${encodeURIComponent('{"name":"x"}')}; auth.accessToken=a; auth.isAdmin=true`;
    expect(readSessionCookies(text)).toMatchObject({ user: null, accessToken: 'a', isAdmin: true });
    expect(readSessionCookies('auth.user=%7Bbroken; auth.accessToken=a').user).toBeNull();
    expect(readSessionCookies('auth.user=%E0%A4%A; other=1').user).toBeNull();
  });
});
