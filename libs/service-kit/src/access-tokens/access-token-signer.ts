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

  async sign(subject: TokenSubject): Promise<string> {
    const claims =
      subject.role === 'admin' ? { role: subject.role, ver: subject.tokenVersion } : { role: subject.role };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, kid: this.kid, typ: 'JWT' })
      .setSubject(subject.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE[subject.role])
      .setIssuedAt()
      .setExpirationTime(`${this.config.ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(await this.key);
  }
}
