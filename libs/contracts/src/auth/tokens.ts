import { z } from 'zod';
import type { Role } from '../enums';
import type { User } from './user';
import { safeText } from '../text';

/** Body of POST /auth/refreshUserToken and POST /auth/refreshAdminToken. */
export const refreshBody = z.object({ refreshToken: safeText().min(20).max(200) }).strict();
export type RefreshBody = z.infer<typeof refreshBody>;

/** Body of POST /auth/me: the access token, with or without its `Bearer ` prefix. */
export const meBody = z
  .object({
    access_token: safeText()
      .max(4096)
      .transform((v) => v.replace(/^Bearer\s+/i, '').trim())
      .pipe(z.string().min(10)),
  })
  .strict();

/** Answer of logins and refreshes, with the field names the shop reads. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
  user: User;
}

/** Claims inside an access token. */
export interface AccessClaims {
  sub: string;
  role: Role;
}
