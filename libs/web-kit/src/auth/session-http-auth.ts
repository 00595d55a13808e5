import type { Role, TokenPair } from '@ela/contracts';
import { SKIP_AUTH_REFRESH_HEADER, type HttpAuth } from '../http/auth-refresh';
import { authSession, useAuthStore } from './auth.store';
import { logout } from './logout';

export const REFRESH_PATHS: Record<Role, string> = {
  user: '/auth/refreshUserToken',
  admin: '/auth/refreshAdminToken',
};
const REFRESH_LOCK = 'ela-auth-refresh';

/**
 * Refresh tokens rotate and a spent one ends the whole session, so two tabs must never spend the
 * same one: a Web Lock makes the refresh one at a time across tabs. Where Web Locks are missing
 * (old browsers, tests), the tab's own single flight still holds.
 */
function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, work) as Promise<T>) : work();
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The shared HTTP client's view of the session kept in the auth store and its cookies. */
export const sessionHttpAuth: HttpAuth = {
  accessToken: () => useAuthStore.getState().accessToken,
  canRefresh: () => {
    authSession.syncFromCookies();
    const { accessToken, refreshToken } = useAuthStore.getState();
    return Boolean(accessToken && refreshToken);
  },
  isAdmin: () => useAuthStore.getState().isAdmin,
  refresh: (client, role, staleToken) =>
    acrossTabs(async () => {
      // Another tab may have refreshed while this one waited for the lock: use its token.
      authSession.syncFromCookies();
      const { accessToken, refreshToken } = useAuthStore.getState();
      if (accessToken && accessToken !== staleToken) return accessToken;
      if (!refreshToken) throw new Error('The session has no refresh token');
      const { data } = await client.post<TokenPair>(
        REFRESH_PATHS[role],
        { refreshToken },
        { headers: { [SKIP_AUTH_REFRESH_HEADER]: '1' } },
      );
      authSession.renew(data, role);
      return data.access_token;
    }),
  onRefreshFailed: (role) => logout({ as: role, returnTo: currentPath() }),
};
