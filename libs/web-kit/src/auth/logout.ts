import type { Role } from '@ela/contracts';
import { authSession, sessionRole, useAuthStore } from './auth.store';
import { navigateTo } from './auth-navigation';
import { loginPath } from './login-paths';

export interface LogoutOptions {
  /** Whose login page to go to; by default the session's own role. */
  as?: Role;
  /** A page to come back to after logging in again (when the session ran out, not on request). */
  returnTo?: string;
}

/** Ends the session: clears the four cookies and goes to the admin's or the customer's login page. */
export function logout(options: LogoutOptions = {}): void {
  const role = options.as ?? sessionRole(useAuthStore.getState());
  authSession.clear();
  navigateTo(loginPath(role, options.returnTo));
}
