import { REFRESH_PATHS, type SessionAnswer } from '@ela/contracts';
import { SKIP_AUTH_REFRESH_HEADER, type HttpAuth } from '../http/auth-refresh';
import { authSession, useAuthStore } from './auth.store';
import { dropDeadSession } from './dead-session';
import { dropLegacyRefreshToken, legacyRefreshToken } from './session-cookies';
import { SESSION_REQUEST } from './session-request';

const REFRESH_LOCK = 'ela-auth-refresh';

/**
 * Refresh tokens rotate, so two tabs had better not spend the same one: a Web Lock makes the
 * refresh one at a time across tabs, and a tab that waited uses the token the other one got. Where
 * Web Locks are missing (old browsers, tests), the tab's own single flight still holds, and the
 * server answers a token spent moments ago with the same new pair.
 */
function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, work) as Promise<T>) : work();
}

/** The shared HTTP client's view of the session kept in the auth store and its cookies. */
export const sessionHttpAuth: HttpAuth = {
  accessToken: () => useAuthStore.getState().accessToken,
  // The refresh token is in the gateway's HttpOnly cookie, which no script sees: a session with
  // an access token may try.
  canRefresh: () => {
    authSession.syncFromCookies();
    return Boolean(useAuthStore.getState().accessToken);
  },
  isAdmin: () => useAuthStore.getState().isAdmin,
  refresh: (client, role, staleToken) =>
    acrossTabs(async () => {
      // Another tab may have refreshed while this one waited for the lock: use its token.
      authSession.syncFromCookies();
      const { accessToken } = useAuthStore.getState();
      if (!accessToken) throw new Error('The session ended meanwhile');
      if (accessToken !== staleToken) return accessToken;
      // A session an older page started still has its refresh token readable: traded once here.
      const legacy = legacyRefreshToken();
      const { data } = await client.post<SessionAnswer>(
        REFRESH_PATHS[role],
        legacy ? { refreshToken: legacy } : {},
        // Quiet: a dead session is not news on a public page (see dropDeadSession).
        { ...SESSION_REQUEST, quiet: true, headers: { [SKIP_AUTH_REFRESH_HEADER]: '1' } },
      );
      dropLegacyRefreshToken();
      authSession.renew(data, role);
      return data.access_token;
    }),
  onRefreshFailed: (role) => dropDeadSession(role),
};
