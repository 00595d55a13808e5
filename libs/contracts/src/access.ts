import type { Access } from './route';
import type { Caller } from './envelope';
import { ERROR_CODES, MESSAGES, type ApiError } from './errors';

/**
 * Whether a caller may use a route of the given access; the refusal to answer with otherwise.
 * The gateway and every service apply this same rule, so no hop trusts the one before it.
 */
export function checkAccess(access: Access, caller: Caller | null): ApiError | null {
  if (access === 'public' || access === 'optional-user') return null;
  if (access === 'admin') {
    return caller?.role === 'admin'
      ? null
      : { statusCode: 401, message: MESSAGES.adminUnauthorized, error: ERROR_CODES.unauthorized };
  }
  return caller?.role === 'user'
    ? null
    : { statusCode: 401, message: MESSAGES.unauthorized, error: ERROR_CODES.unauthorized };
}

/** Public routes never look at the token, so a stale one cannot break browsing. */
export function needsCaller(access: Access): boolean {
  return access !== 'public';
}
