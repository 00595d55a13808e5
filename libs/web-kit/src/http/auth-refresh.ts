import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { MESSAGES, type Role } from '@ela/contracts';

/**
 * A request carrying this header is never answered with a token refresh: a 401 rejects it at once.
 * The client takes the header off before the request leaves the browser.
 */
export const SKIP_AUTH_REFRESH_HEADER = 'x-skip-auth-refresh';

/** What the HTTP client needs of the session to send tokens and refresh them. */
export interface HttpAuth {
  /** The access token to send as the bearer, or null when logged out. */
  accessToken(): string | null;
  /** Whether a 401 can be cured: the caller is logged in and has a refresh token. */
  canRefresh(): boolean;
  isAdmin(): boolean;
  /** Trades the refresh token for a new pair and stores it; resolves the new access token. */
  refresh(client: AxiosInstance, role: Role, staleToken: string | null): Promise<string>;
  /** The refresh failed: the session is over. */
  onRefreshFailed(role: Role): void;
}

/** What the client remembers about each request between sending it and handling its failure. */
export type AuthRequestConfig = InternalAxiosRequestConfig & {
  skipAuthRefresh?: boolean;
  /** Already sent again after a refresh: a second 401 is a real refusal. */
  authRetried?: boolean;
  /** The token the request went out with, to tell a stale 401 from a fresh one. */
  sentToken?: string | null;
};

/** Request side: the skip header becomes a flag, and the session's token becomes the bearer. */
export function authorize(config: InternalAxiosRequestConfig, auth: HttpAuth): AuthRequestConfig {
  const request = config as AuthRequestConfig;
  if (config.headers.has(SKIP_AUTH_REFRESH_HEADER)) {
    config.headers.delete(SKIP_AUTH_REFRESH_HEADER);
    request.skipAuthRefresh = true;
  }
  const token = auth.accessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  request.sentToken = token;
  return request;
}

/** A 401 for a logged-in caller with a refresh token starts a refresh, unless the request opted out. */
export function wantsRefresh(error: AxiosError, config: AuthRequestConfig, auth: HttpAuth): boolean {
  return (
    error.response?.status === 401 && !config.skipAuthRefresh && !config.authRetried && auth.canRefresh()
  );
}

/** The admin's refresh for an admin session, or when the server said the call needs an admin. */
export function refreshRole(error: AxiosError, auth: HttpAuth): Role {
  const body = error.response?.data as { message?: unknown } | undefined;
  return auth.isAdmin() || body?.message === MESSAGES.adminUnauthorized ? 'admin' : 'user';
}

/**
 * One refresh at a time. Requests that fail while it runs wait for the same refresh and resolve
 * with its token; when it fails they all reject and the session ends once. A request that went
 * out with an older token than the current one needs no refresh: it just goes again.
 */
export function singleFlightRefresh(auth: HttpAuth, client: AxiosInstance) {
  let inFlight: Promise<string> | null = null;
  return (role: Role, staleToken: string | null): Promise<string> => {
    const current = auth.accessToken();
    if (!inFlight && current && current !== staleToken) return Promise.resolve(current);
    inFlight ??= auth
      .refresh(client, role, staleToken)
      .catch((error: unknown) => {
        auth.onRefreshFailed(role);
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
