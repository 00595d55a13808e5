import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Caller, Role } from '@ela/contracts';

const ISSUER = 'ela-auth';
/** Different audiences and keys, so a customer token can never pass as an admin one. */
const AUDIENCE: Record<Role, string> = { user: 'ela-shop', admin: 'ela-panel' };
const DEV_PREFIX = 'dev-only-';

/** Keys and lifetimes of access tokens; shared by auth (signs) and the gateway (verifies). */
export const accessTokenEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  JWT_USER_SECRET: z.string().min(32).default(`${DEV_PREFIX}user-token-secret-change-me-0001`),
  JWT_ADMIN_SECRET: z.string().min(32).default(`${DEV_PREFIX}admin-token-secret-change-me-0002`),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(900),
});
export type AccessTokenConfig = z.infer<typeof accessTokenEnv>;

/** Refuses the development secrets in production and identical keys for the two roles. */
export function checkAccessTokenConfig(config: AccessTokenConfig, ctx: z.RefinementCtx): void {
  if (config.JWT_USER_SECRET === config.JWT_ADMIN_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['JWT_ADMIN_SECRET'], message: 'must differ from JWT_USER_SECRET' });
  }
  if (config.NODE_ENV !== 'production') return;
  for (const key of ['JWT_USER_SECRET', 'JWT_ADMIN_SECRET'] as const) {
    if (config[key].startsWith(DEV_PREFIX))
      ctx.addIssue({ code: 'custom', path: [key], message: 'set a real secret in production' });
  }
}

export class AccessTokens {
  private readonly keys: Record<Role, Uint8Array>;

  constructor(private readonly config: AccessTokenConfig) {
    const encode = (s: string) => new TextEncoder().encode(s);
    this.keys = { user: encode(config.JWT_USER_SECRET), admin: encode(config.JWT_ADMIN_SECRET) };
  }

  sign(caller: Caller): Promise<string> {
    return new SignJWT({ role: caller.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(caller.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE[caller.role])
      .setIssuedAt()
      .setExpirationTime(`${this.config.ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.keys[caller.role]);
  }

  /** The caller a token names, or null when it is missing, forged, expired or of the wrong role. */
  async verify(token: string, role: Role): Promise<Caller | null> {
    try {
      const { payload } = await jwtVerify(token, this.keys[role], {
        issuer: ISSUER,
        audience: AUDIENCE[role],
        algorithms: ['HS256'],
      });
      return payload.sub && payload.role === role ? { id: payload.sub, role } : null;
    } catch {
      return null;
    }
  }

  /** Tries the token as a customer's, then as an admin's. */
  async verifyAny(token: string): Promise<Caller | null> {
    return (await this.verify(token, 'user')) ?? (await this.verify(token, 'admin'));
  }
}

/** The token in an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}
