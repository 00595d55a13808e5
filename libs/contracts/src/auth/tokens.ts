import { z } from 'zod';
import type { Role } from '../enums';
import type { User } from './user';
import { safeText } from '../text';

const refreshToken = safeText().min(20).max(200);

/**
 * Body of POST /auth/refreshUserToken and POST /auth/refreshAdminToken. A browser sends `{}`: the
 * gateway puts the token from its HttpOnly cookie here; API clients may still send it themselves.
 */
export const refreshBody = z.object({ refreshToken }).strict();
export type RefreshBody = z.infer<typeof refreshBody>;

/** Body of DELETE on the refresh paths (logging out): the token to end, when there is one. */
export const logoutBody = z.object({ refreshToken: refreshToken.optional() }).strict();

/** Body of POST /auth/me: the access token, with or without its `Bearer ` prefix. */
export const meBody = z
  .object({
    access_token: safeText()
      .max(4096)
      .transform((v) => v.replace(/^Bearer\s+/i, '').trim())
      .pipe(z.string().min(10)),
  })
  .strict();

/**
 * What logins and refreshes answer a browser, with the field names the shop reads. The refresh
 * token is not among them: it travels only in the gateway's HttpOnly cookie (`REFRESH_COOKIE`).
 */
export interface SessionAnswer {
  access_token: string;
  user: User;
}

/** What auth answers the gateway for a login or refresh; the gateway moves the refresh token into its cookie. */
export interface TokenPair extends SessionAnswer {
  refresh_token: string;
  /** When the refresh token expires (ISO 8601): the cookie's `Expires`. */
  refresh_expires_at: string;
}

/** Each role's refresh path (POST refreshes, DELETE logs out): the only path its refresh cookie goes to. */
export const REFRESH_PATHS = {
  user: '/auth/refreshUserToken',
  admin: '/auth/refreshAdminToken',
} as const satisfies Record<Role, string>;

/** What a page that needs a login says when it asks again because the saved session died. */
export const SESSION_ENDED_MESSAGE = 'نشست شما معتبر نیست؛ برای دیدن این صفحه دوباره وارد شوید.';

/** The HttpOnly cookie that holds the refresh token, set and read by the gateway alone. */
export const REFRESH_COOKIE = 'auth.refresh';

/**
 * How long a spent refresh token is still answered, with the same new pair it got the first time:
 * two tabs, or a phone and a laptop, that refresh at the same moment both stay logged in. Past it,
 * a spent token is taken as stolen and ends its whole login.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/** Claims inside an access token. */
export interface AccessClaims {
  sub: string;
  role: Role;
}
