import type { User } from '@ela/contracts';
import { SKIP_AUTH_REFRESH_HEADER } from '../http/auth-refresh';
import { http } from '../http/http';
import { authSession, useAuthStore } from './auth.store';

/**
 * The logged-in person, fresh from the server and kept in the session; null when logged out or
 * when the fetch fails, without a toast (spec section 8). A customer's call carries the bearer and
 * so survives an expired token; an admin has only POST /auth/me, which reads the token from its body.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  const { accessToken, isAdmin } = useAuthStore.getState();
  if (!accessToken) return null;
  try {
    const { data } = isAdmin
      ? await http.post<User>(
          '/auth/me',
          { access_token: `Bearer ${accessToken}` },
          { quiet: true, headers: { [SKIP_AUTH_REFRESH_HEADER]: '1' } },
        )
      : await http.get<User>('/Users/currentUserData', { quiet: true });
    authSession.setUser(data);
    return data;
  } catch {
    return null;
  }
}
