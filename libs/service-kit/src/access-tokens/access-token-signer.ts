import { importJWK, SignJWT } from 'jose';
import type { AccessTokenSignerConfig } from './access-token-config';
import { ALGORITHM, AUDIENCE, ISSUER, type TokenSubject } from './token-claims';

/** Mints access tokens. Only auth has the private key, so only auth can make one. */
export class AccessTokenSigner {
  private readonly key: ReturnType<typeof importJWK>;
  private readonly kid: string;

  constructor(private readonly config: AccessTokenSignerConfig) {
    this.key = importJWK(config.ACCESS_TOKEN_SIGNING_KEY, ALGORITHM);
    this.kid = config.ACCESS_TOKEN_SIGNING_KEY.kid;
  }

  /**
   * Ed25519 signatures are deterministic, so the same subject and issue time give the same token:
   * a refresh answered again within its grace hands out the very token it gave the first time.
   */
  async sign(subject: TokenSubject, issuedAt: Date = new Date()): Promise<string> {
    const iat = Math.floor(issuedAt.getTime() / 1000);
    const claims =
      subject.role === 'admin' ? { role: subject.role, ver: subject.tokenVersion } : { role: subject.role };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, kid: this.kid, typ: 'JWT' })
      .setSubject(subject.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE[subject.role])
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.config.ACCESS_TOKEN_TTL_SECONDS)
      .sign(await this.key);
  }
}
