import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { MESSAGES, REFRESH_PATHS } from '@ela/contracts';
import { createHttpClient } from '../http/create-http-client';
import { SKIP_AUTH_REFRESH_HEADER } from '../http/auth-refresh';
import { authSession, useAuthStore } from './auth.store';
import { setAuthNavigator } from './auth-navigation';
import { onDeadSession } from './dead-session';
import { legacyRefreshToken, readSessionCookies } from './session-cookies';
import { sessionHttpAuth } from './session-http-auth';
import { admin, pair } from './session.fixtures';

type Reply = { status: number; data: unknown };
const unauthorized = (message: string = MESSAGES.unauthorized): Reply => ({
  status: 401,
  data: { statusCode: 401, message },
});
const refreshRefused: Reply = unauthorized(MESSAGES.refreshInvalid);

/**
 * A fake network: `answer` decides each reply; every request is recorded as it left the browser.
 * Replies come a few milliseconds later, so concurrent requests really overlap.
 */
function api(answer: (config: InternalAxiosRequestConfig) => Reply) {
  const notify = jest.fn();
  const requests: InternalAxiosRequestConfig[] = [];
  const client = createHttpClient({
    baseURL: 'http://api.test',
    notify,
    retryDelayMs: 0,
    auth: sessionHttpAuth,
  });
  client.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    requests.push(config);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reply = answer(config);
    const response = { ...reply, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  }) as AxiosAdapter;
  const refreshes = (path: string) => requests.filter((request) => request.url === path);
  return { client, notify, requests, refreshes };
}

const bearer = (config: InternalAxiosRequestConfig) => config.headers.get('Authorization');
const TEN = Array.from({ length: 10 }, (_, i) => `/Users/currentUserData?n=${i}`);

describe('token refresh in the HTTP client', () => {
  const navigate = jest.fn();
  beforeEach(() => {
    setAuthNavigator(navigate);
    window.history.replaceState(null, '', '/profile/orders');
  });
  afterEach(() => {
    authSession.clear();
    navigate.mockReset();
  });

  it('sends the bearer token of the session, and nothing when logged out', async () => {
    const { client, requests } = api(() => ({ status: 200, data: {} }));
    await client.get('/products/get-all');
    authSession.start(pair('access-1'), 'user');
    await client.get('/products/get-all');
    expect(requests.map(bearer)).toEqual([undefined, 'Bearer access-1']);
  });

  it('answers ten concurrent 401s with exactly one refresh, then retries all ten with the new token', async () => {
    authSession.start(pair('old-access'), 'user');
    const { client, notify, requests, refreshes } = api((config) => {
      if (config.url === REFRESH_PATHS.user) {
        // The refresh token rides in the HttpOnly cookie, which needs a request with credentials.
        expect(JSON.parse(config.data as string)).toEqual({});
        expect(config.withCredentials).toBe(true);
        return { status: 200, data: pair('new-access') };
      }
      return bearer(config) === 'Bearer new-access'
        ? { status: 200, data: { url: config.url } }
        : unauthorized();
    });

    const results = await Promise.all(TEN.map((url) => client.get(url)));

    expect(results.map((result) => result.data.url)).toEqual(TEN);
    expect(refreshes(REFRESH_PATHS.user)).toHaveLength(1);
    expect(refreshes(REFRESH_PATHS.admin)).toHaveLength(0);
    const retried = requests.filter((request) => bearer(request) === 'Bearer new-access');
    expect(retried.map((request) => request.url).sort()).toEqual([...TEN].sort());
    expect(requests).toHaveLength(21);
    expect(notify).not.toHaveBeenCalled();
    expect(readSessionCookies()).toMatchObject({ accessToken: 'new-access' });
  });

  it('drops a session that cannot be refreshed, quietly and once, and stays on the page', async () => {
    authSession.start(pair('old-access'), 'user');
    const dead = jest.fn();
    const stop = onDeadSession(dead);
    const { client, notify, refreshes } = api((config) =>
      config.url === REFRESH_PATHS.user ? refreshRefused : unauthorized(),
    );

    const results = await Promise.allSettled(TEN.map((url) => client.get(url)));
    stop();

    expect(results.map((result) => result.status)).toEqual(TEN.map(() => 'rejected'));
    expect(refreshes(REFRESH_PATHS.user)).toHaveLength(1);
    expect(document.cookie).toBe('');
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(dead.mock.calls).toEqual([['user']]);
    // The visitor goes on as a guest: the shell's guard alone decides whether a login is needed.
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('trades a refresh token an older page left readable once, then forgets it', async () => {
    authSession.start(pair('old-access'), 'user');
    document.cookie = 'auth.refreshToken=old-refresh; Path=/';
    const bodies: unknown[] = [];
    const { client } = api((config) => {
      if (config.url === REFRESH_PATHS.user) {
        bodies.push(JSON.parse(config.data as string));
        return { status: 200, data: pair(`new-${bodies.length}`) };
      }
      return String(bearer(config)).startsWith('Bearer new-') ? { status: 200, data: 'ok' } : unauthorized();
    });
    await client.get('/address/all');
    expect(legacyRefreshToken()).toBeNull();
    authSession.start(pair('old-access'), 'user');
    await client.get('/address/all');
    expect(bodies).toEqual([{ refreshToken: 'old-refresh' }, {}]);
  });

  it('rejects a request carrying the skip header without refreshing, and never sends that header', async () => {
    authSession.start(pair('old-access'), 'user');
    const { client, notify, requests, refreshes } = api(() => unauthorized());

    await expect(
      client.get('/Users/currentUserData', { headers: { [SKIP_AUTH_REFRESH_HEADER]: '1' } }),
    ).rejects.toThrow(MESSAGES.unauthorized);

    expect(refreshes(REFRESH_PATHS.user)).toHaveLength(0);
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.has(SKIP_AUTH_REFRESH_HEADER)).toBe(false);
    expect(notify).toHaveBeenCalledWith(MESSAGES.unauthorized);
    expect(useAuthStore.getState().accessToken).toBe('old-access');
  });

  it("uses the admin's refresh for an admin session and drops it when that fails", async () => {
    authSession.start(pair('admin-access', admin), 'admin');
    const { client, refreshes } = api((config) =>
      config.url === REFRESH_PATHS.admin ? refreshRefused : unauthorized(MESSAGES.adminUnauthorized),
    );
    await expect(client.get('/products/deleted-products')).rejects.toThrow(MESSAGES.adminUnauthorized);
    expect(refreshes(REFRESH_PATHS.admin)).toHaveLength(1);
    expect(refreshes(REFRESH_PATHS.user)).toHaveLength(0);
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  it('takes "Admin Authorization failed" as a call for the admin refresh', async () => {
    authSession.start(pair('admin-access', admin), 'user');
    const { client, refreshes } = api((config) => {
      if (config.url === REFRESH_PATHS.admin) return { status: 200, data: pair('a2', admin) };
      return bearer(config) === 'Bearer a2'
        ? { status: 200, data: 'ok' }
        : unauthorized(MESSAGES.adminUnauthorized);
    });
    await expect(client.get('/order/all-by-admin')).resolves.toMatchObject({ data: 'ok' });
    expect(refreshes(REFRESH_PATHS.admin)).toHaveLength(1);
    expect(useAuthStore.getState().isAdmin).toBe(true);
  });

  it('refreshes once per request: a 401 after the retry is a real refusal', async () => {
    authSession.start(pair('a1'), 'user');
    let tokens = 1;
    const { client, notify, refreshes } = api((config) => {
      if (config.url === REFRESH_PATHS.user) return { status: 200, data: pair(`a${++tokens}`) };
      return unauthorized();
    });
    await expect(client.get('/address/all')).rejects.toThrow(MESSAGES.unauthorized);
    expect(refreshes(REFRESH_PATHS.user)).toHaveLength(1);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows a 401 to a visitor who is not logged in, without refreshing', async () => {
    const { client, notify, refreshes } = api(() => unauthorized());
    await expect(client.get('/basket')).rejects.toThrow(MESSAGES.unauthorized);
    expect(refreshes(REFRESH_PATHS.user)).toHaveLength(0);
    expect(notify).toHaveBeenCalledWith(MESSAGES.unauthorized);
  });

  it('retries with the token another tab already refreshed instead of spending the refresh token', async () => {
    authSession.start(pair('a1'), 'user');
    const { client, refreshes } = api((config) => {
      if (bearer(config) === 'Bearer a1') {
        // Meanwhile another tab refreshed and wrote the cookies.
        document.cookie = 'auth.accessToken=a2; Path=/';
        return unauthorized();
      }
      return { status: 200, data: 'ok' };
    });
    await expect(client.get('/address/all')).resolves.toMatchObject({ data: 'ok' });
    expect(refreshes(REFRESH_PATHS.user)).toHaveLength(0);
  });
});
