import { createLocalJWKSet, jwtVerify } from 'jose';
import type { PublicKeySet } from '../secret-schemas';
import { ALGORITHM, AUDIENCE, ISSUER, subjectOf, type TokenSubject } from './token-claims';

/** Tokens whose signature was already checked; a customer's token is verified by every hop. */
const REMEMBERED_TOKENS = 10_000;

/**
 * Checks an access token's signature against the configured public keys (picked by `kid`, so
 * tokens signed with the previous key keep working while it is listed) and its claims.
 * It does not know whether an admin is still active: `createCallerVerifier` adds that.
 *
 * A token that passed is remembered until it expires: the same bytes always carry the same
 * signature, so checking it again only costs an Ed25519 verification on every request and hop.
 */
export class AccessTokenVerifier {
  private readonly keys: ReturnType<typeof createLocalJWKSet>;
  private readonly verified = new Map<string, { subject: TokenSubject; expiresAt: number }>();

  constructor(publicKeys: PublicKeySet) {
    this.keys = createLocalJWKSet(publicKeys);
  }

  /** The token's subject, or null when it is malformed, forged, expired or inconsistent. */
  async verify(token: string): Promise<TokenSubject | null> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.subject;
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        issuer: ISSUER,
        audience: Object.values(AUDIENCE),
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      const subject = subjectOf(payload);
      if (subject) this.remember(token, subject, payload.exp! * 1000);
      return subject;
    } catch {
      return null;
    }
  }

  private remember(token: string, subject: TokenSubject, expiresAt: number): void {
    // Oldest first out: a Map iterates in insertion order.
    if (this.verified.size >= REMEMBERED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { subject, expiresAt });
  }
}

/** The token in an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
