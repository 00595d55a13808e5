import { customer as user } from './session.fixtures';
import {
  SESSION_COOKIES,
  clearSessionCookies,
  readSessionCookies,
  writeSessionCookies,
} from './session-cookies';

describe('session cookies', () => {
  afterEach(() => {
    clearSessionCookies();
    jest.restoreAllMocks();
  });

  it('writes the four cookies of the spec and reads them back', () => {
    writeSessionCookies({ user, accessToken: 'access', refreshToken: 'refresh', isAdmin: false });
    expect(document.cookie).toContain('auth.accessToken=access');
    expect(document.cookie).toContain('auth.refreshToken=refresh');
    expect(document.cookie).toContain('auth.isAdmin=false');
    expect(readSessionCookies()).toEqual({
      user,
      accessToken: 'access',
      refreshToken: 'refresh',
      isAdmin: false,
    });
  });

  it('keeps them on the whole site for thirty days, SameSite=Lax, Secure on https', () => {
    const written: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => void written.push(value));
    writeSessionCookies({ user, accessToken: 'a', refreshToken: 'r', isAdmin: true }, true);
    expect(written.map((line) => line.split('=')[0]).sort()).toEqual(Object.values(SESSION_COOKIES).sort());
    for (const line of written) expect(line).toMatch(/; Path=\/; Max-Age=2592000; SameSite=Lax; Secure$/);
    written.length = 0;
    writeSessionCookies({ user, accessToken: 'a', refreshToken: 'r', isAdmin: true }, false);
    expect(written.every((line) => !line.includes('Secure'))).toBe(true);
  });

  it('clears all four', () => {
    writeSessionCookies({ user, accessToken: 'a', refreshToken: 'r', isAdmin: true });
    clearSessionCookies();
    expect(readSessionCookies()).toEqual({
      user: null,
      accessToken: null,
      refreshToken: null,
      isAdmin: false,
    });
    expect(document.cookie).toBe('');
  });

  it('ignores a user cookie without an _id or with broken JSON, keeping the tokens', () => {
    const text = `auth.user=${encodeURIComponent('{"name":"x"}')}; auth.accessToken=a; auth.isAdmin=true`;
    expect(readSessionCookies(text)).toMatchObject({ user: null, accessToken: 'a', isAdmin: true });
    expect(readSessionCookies('auth.user=%7Bbroken; auth.accessToken=a').user).toBeNull();
    expect(readSessionCookies('auth.user=%E0%A4%A; other=1').user).toBeNull();
  });
});
