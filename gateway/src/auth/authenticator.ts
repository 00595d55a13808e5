import { bearerToken, type AccessTokens } from '@ela/service-kit';
import type { Caller } from '@ela/contracts';

/** Resolves the caller from an Authorization header; null when absent or not valid. */
export interface Authenticator {
  resolve(authorization: string | undefined): Promise<Caller | null>;
}
export const AUTHENTICATOR = Symbol('AUTHENTICATOR');

/** Verifies access tokens locally, so checking a caller costs no round trip to the auth service. */
export class TokenAuthenticator implements Authenticator {
  constructor(private readonly tokens: AccessTokens) {}

  async resolve(authorization: string | undefined): Promise<Caller | null> {
    const token = bearerToken(authorization);
    return token ? this.tokens.verifyAny(token) : null;
  }
}
