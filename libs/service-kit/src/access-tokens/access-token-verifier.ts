import { createLocalJWKSet, jwtVerify } from 'jose';
import type { PublicKeySet } from '../secret-schemas';
import { ALGORITHM, AUDIENCE, ISSUER, subjectOf, type TokenSubject } from './token-claims';

/**
 * Checks an access token's signature against the configured public keys (picked by `kid`, so
 * tokens signed with the previous key keep working while it is listed) and its claims.
 * It does not know whether an admin is still active: `createCallerVerifier` adds that.
 */
export class AccessTokenVerifier {
  private readonly keys: ReturnType<typeof createLocalJWKSet>;

  constructor(publicKeys: PublicKeySet) {
    this.keys = createLocalJWKSet(publicKeys);
  }

  /** The token's subject, or null when it is malformed, forged, expired or inconsistent. */
  async verify(token: string): Promise<TokenSubject | null> {
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        issuer: ISSUER,
        audience: Object.values(AUDIENCE),
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      return subjectOf(payload);
    } catch {
      return null;
    }
  }
}

/** The token in an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
