import { createHttpClient } from './create-http-client';
import type { HttpAuth } from './auth-refresh';
import { toast } from '../toast/toast.store';

let session: HttpAuth | undefined;

/**
 * The session as the shared client sees it. The session lives in auth/, which calls the API
 * through this client; so that http/ need not know auth/, the package entry installs it
 * (`installHttpAuth`). Until then requests go out anonymous, as from a client without auth.
 */
const installedAuth: HttpAuth = {
  accessToken: () => session?.accessToken() ?? null,
  canRefresh: () => session?.canRefresh() ?? false,
  isAdmin: () => session?.isAdmin() ?? false,
  refresh: (client, role, staleToken) =>
    session ? session.refresh(client, role, staleToken) : Promise.reject(new Error('No session to refresh')),
  onRefreshFailed: (role) => session?.onRefreshFailed(role),
};

/** The one HTTP client of every app; web-kit is a federation singleton, so shell and remotes share it. */
export const http = createHttpClient({ notify: (message) => toast.error(message), auth: installedAuth });

/** Gives the shared client the session whose tokens it sends and refreshes; the entry calls it once. */
export function installHttpAuth(auth: HttpAuth): void {
  session = auth;
}

/** Points the shared client at the API; the shell calls it once the runtime config is known. */
export function configureHttp({ apiBaseUrl }: { apiBaseUrl: string }): void {
  http.defaults.baseURL = apiBaseUrl;
}
