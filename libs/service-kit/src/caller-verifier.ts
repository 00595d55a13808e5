import { ERROR_CODES, MESSAGES, type AdminStatus, type Caller, type ClientInfo } from '@ela/contracts';
import type { CallerVerifier } from './route-binding';
import { ServiceError } from './service-error';
import type { AccessTokenVerifierConfig } from './access-tokens/access-token-config';
import { AccessTokenVerifier } from './access-tokens/access-token-verifier';
import { AdminStatusCache, type AdminStatusSource } from './access-tokens/admin-status-cache';
import { ClientStampVerifier } from './access-tokens/client-stamp';

/**
 * The verifier the gateway and every service run each token through. Customer tokens are
 * checked by signature and claims alone. Admin tokens must also name an active admin with the
 * same token version, asked of `adminStatus` and remembered for `cacheMs`.
 *
 * When the status cannot be learned (auth down or slow) the admin token is refused, with a 503
 * rather than a 401: a 401 would send the panel to refresh against the same unreachable auth
 * and then log the admin out, while a 503 keeps the session for when auth is back.
 */
export function createCallerVerifier(
  config: AccessTokenVerifierConfig,
  adminStatus: AdminStatusSource,
  cacheMs: number = config.ADMIN_STATUS_CACHE_MS,
  /** Told why an admin's status could not be learned, for the logs. */
  onStatusError: (error: unknown) => void = () => undefined,
): CallerVerifier {
  const tokens = new AccessTokenVerifier(config.ACCESS_TOKEN_PUBLIC_KEYS);
  const statuses = new AdminStatusCache(adminStatus, cacheMs);
  const stamps = new ClientStampVerifier(config.CLIENT_STAMP_PUBLIC_KEYS);
  return {
    client(value: unknown, requestId: unknown): ClientInfo | null {
      return stamps.verified(value, requestId);
    },
    async verify(token: string): Promise<Caller | null> {
      const subject = await tokens.verify(token);
      if (!subject) return null;
      if (subject.role === 'user') return { id: subject.id, role: 'user' };
      const status = await statuses.status(subject.id).catch((error: unknown): AdminStatus | null => {
        onStatusError(error);
        return null;
      });
      if (!status)
        throw new ServiceError({
          statusCode: 503,
          message: MESSAGES.unavailable,
          error: ERROR_CODES.unavailable,
        });
      return status.active && status.tokenVersion === subject.tokenVersion
        ? { id: subject.id, role: 'admin' }
        : null;
    },
  };
}
