import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES, SUBJECTS, routeOf, type RouteDef, type TokenPair } from '@ela/contracts';
import { RefreshCookies } from './refresh-cookie';

const { sessions } = SUBJECTS.auth;
const pair: TokenPair = {
  access_token: 'access',
  refresh_token: 'refresh-token-value-0123456789',
  refresh_expires_at: '2030-01-02T03:04:05.000Z',
  user: { _id: 'u1' } as TokenPair['user'],
};

/** The Set-Cookie lines a handler wrote, through the one reply method it uses. */
function replyRecorder() {
  const lines: string[] = [];
  const reply = {
    header: (name: string, value: string | string[]) => {
      if (name === 'set-cookie') lines.push(...[value].flat());
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, lines };
}
const requestWith = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as FastifyRequest;

describe('the refresh cookie', () => {
  const cookies = new RefreshCookies(ROUTES, true);

  it('is named on the rows of the session, for logins, refreshes and logouts of both roles', () => {
    const rows = (ROUTES as readonly RouteDef[]).filter((row) => row.session);
    expect(rows.map((row) => `${row.method} ${row.path} ${row.session!.step}`).sort()).toEqual([
      'DELETE /auth/refreshAdminToken end',
      'DELETE /auth/refreshUserToken end',
      'POST /auth/loginAdmin start',
      'POST /auth/loginUser start',
      'POST /auth/refreshAdminToken renew',
      'POST /auth/refreshUserToken renew',
    ]);
  });

  it('takes the refresh token out of a login’s JSON into an HttpOnly, Secure, Strict cookie on the refresh path', () => {
    const { reply, lines } = replyRecorder();
    expect(cookies.answer(routeOf(sessions.loginUser), reply, pair)).toEqual({
      access_token: 'access',
      user: pair.user,
    });
    expect(lines).toEqual([
      'auth.refresh=refresh-token-value-0123456789; Path=/auth/refreshUserToken; Expires=Wed, 02 Jan 2030 03:04:05 GMT; HttpOnly; Secure; SameSite=Strict',
      // A login ends the browser's hold on the other role's token: one session at a time.
      'auth.refresh=; Path=/auth/refreshAdminToken; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
    ]);
  });

  it('leaves out Secure in development and test, where the site is plain http', () => {
    const { reply, lines } = replyRecorder();
    new RefreshCookies(ROUTES, false).answer(routeOf(sessions.refreshAdmin), reply, pair);
    expect(lines).toEqual([
      'auth.refresh=refresh-token-value-0123456789; Path=/auth/refreshAdminToken; Expires=Wed, 02 Jan 2030 03:04:05 GMT; HttpOnly; SameSite=Strict',
    ]);
  });

  it('forwards the cookie’s token to a refresh or a logout that names none, and a token in the body as sent', () => {
    const refresh = routeOf(sessions.refreshUser);
    const logout = routeOf(sessions.logoutUser);
    const withCookie = requestWith('auth.accessToken=a; auth.refresh=from-cookie');
    expect(cookies.body(refresh, withCookie, {})).toEqual({ refreshToken: 'from-cookie' });
    expect(cookies.body(logout, withCookie, null)).toEqual({ refreshToken: 'from-cookie' });
    expect(cookies.body(refresh, withCookie, { refreshToken: 'from-body' })).toEqual({
      refreshToken: 'from-body',
    });
    expect(cookies.body(refresh, requestWith(), {})).toEqual({});
    // Only a cookie of exactly that name, with a value.
    expect(cookies.body(refresh, requestWith('xauth.refresh=other; auth.refresh='), {})).toEqual({});
    // A login never reads it.
    expect(cookies.body(routeOf(sessions.loginUser), withCookie, { phone: 'p' })).toEqual({ phone: 'p' });
  });

  it('is cleared by a logout and by a refused refresh, and kept by other failures', () => {
    const cleared = [
      'auth.refresh=; Path=/auth/refreshUserToken; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
    ];
    const out = replyRecorder();
    expect(cookies.answer(routeOf(sessions.logoutUser), out.reply, { ok: true })).toEqual({ ok: true });
    expect(out.lines).toEqual(cleared);
    const refused = replyRecorder();
    cookies.refused(routeOf(sessions.refreshUser), refused.reply, { statusCode: 401, message: 'x' });
    expect(refused.lines).toEqual(cleared);
    const down = replyRecorder();
    cookies.refused(routeOf(sessions.refreshUser), down.reply, { statusCode: 503, message: 'x' });
    expect(down.lines).toEqual([]);
  });
});
