import { REFRESH_PATHS, type Role } from '@ela/contracts';
import { SKIP_AUTH_REFRESH_HEADER } from '../http/auth-refresh';
import { http } from '../http/http';
import { authSession, sessionRole, useAuthStore } from './auth.store';
import { navigateTo } from './auth-navigation';
import { loginPath } from './login-paths';
import { legacyRefreshToken } from './session-cookies';
import { SESSION_REQUEST } from './session-request';

export interface LogoutOptions {
  /** Whose login page to go to; by default the session's own role. */
  as?: Role;
  /** A page to come back to after logging in again (when the session ran out, not on request). */
  returnTo?: string;
}

/**
 * Ends the session: asks the gateway to end the login and clear the HttpOnly refresh cookie (which
 * no script can), clears the page's cookies and goes to the admin's or the customer's login page.
 * The page does not wait for the answer: logging out works offline too, and the login ends for
 * good on the server at the latest when its refresh token expires.
 */
export function logout(options: LogoutOptions = {}): void {
  const role = options.as ?? sessionRole(useAuthStore.getState());
  const legacy = legacyRefreshToken();
  void http
    .delete(REFRESH_PATHS[role], {
      ...SESSION_REQUEST,
      data: legacy ? { refreshToken: legacy } : undefined,
      quiet: true,
      headers: { [SKIP_AUTH_REFRESH_HEADER]: '1' },
    })
    .catch(() => undefined);
  authSession.clear();
  navigateTo(loginPath(role, options.returnTo));
}
