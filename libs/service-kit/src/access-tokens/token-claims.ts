import type { JWTPayload } from 'jose';
import type { Role } from '@ela/contracts';

export const ISSUER = 'ela-auth';
/** Ed25519 signatures; the only algorithm a verifier accepts, so `none` and HS256 tricks fail. */
export const ALGORITHM = 'EdDSA';
/** One audience per role, so a customer token can never pass as an admin one. */
export const AUDIENCE: Record<Role, string> = { user: 'ela-shop', admin: 'ela-panel' };

/**
 * Whom a token was issued to. Admin tokens carry the account's token version (`ver`): auth bumps
 * it on deactivation, which ends every admin token issued before.
 */
export type TokenSubject = { id: string; role: 'user' } | { id: string; role: 'admin'; tokenVersion: number };

/** The subject of a verified payload, or null when its role, audience or version do not agree. */
export function subjectOf(payload: JWTPayload): TokenSubject | null {
  const { sub, aud, role, ver } = payload;
  if (typeof sub !== 'string' || sub === '' || typeof aud !== 'string') return null;
  if (role === 'user' && aud === AUDIENCE.user) return { id: sub, role };
  if (role === 'admin' && aud === AUDIENCE.admin && Number.isSafeInteger(ver))
    return { id: sub, role, tokenVersion: ver as number };
  return null;
}
