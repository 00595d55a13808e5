import { ERROR_CODES, MESSAGES, type Access, type ApiError, type Caller } from '@ela/contracts';

/** Whether a caller may use a route of the given access; the refusal to answer with otherwise. */
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
