import { bearerToken, type CallerVerifier } from '@ela/service-kit';
import type { Caller } from '@ela/contracts';

/** Resolves the caller from an Authorization header; null when absent or not valid. */
export interface Authenticator {
  resolve(authorization: string | undefined): Promise<Caller | null>;
}
export const AUTHENTICATOR = Symbol('AUTHENTICATOR');

/**
 * Verifies access tokens with the public keys, so a customer's request costs no trip to auth;
 * an admin's asks auth whether the admin is still active at most once per cache period.
 */
export class TokenAuthenticator implements Authenticator {
  constructor(private readonly verifier: CallerVerifier) {}

  async resolve(authorization: string | undefined): Promise<Caller | null> {
    const token = bearerToken(authorization);
    return token ? this.verifier.verify(token) : null;
  }
}
