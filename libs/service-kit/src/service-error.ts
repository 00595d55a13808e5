import { ERROR_CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { sqlStateOf } from './database-error';

/** An error a service means to send back to the caller, already in the API's shape. */
export class ServiceError extends Error {
  constructor(readonly body: ApiError) {
    super(body.message);
  }

  static notFound(message: string, error: string = ERROR_CODES.notFound): ServiceError {
    return new ServiceError({ statusCode: 404, message, error });
  }

  static badRequest(message: string, details?: unknown): ServiceError {
    return new ServiceError({ statusCode: 400, message, error: ERROR_CODES.validation, details });
  }

  static conflict(message: string, error: string = ERROR_CODES.conflict): ServiceError {
    return new ServiceError({ statusCode: 409, message, error });
  }

  static forbidden(message: string): ServiceError {
    return new ServiceError({ statusCode: 403, message, error: ERROR_CODES.forbidden });
  }
}

/** Turns anything thrown in a handler into the API's error shape; unknown errors hide their details. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ServiceError) return error.body;
  return (
    fromSqlState(sqlStateOf(error)) ?? {
      statusCode: 500,
      message: MESSAGES.internal,
      error: ERROR_CODES.internal,
    }
  );
}

/**
 * What PostgreSQL refused because of the input is the caller's mistake, not a fault: a unique
 * violation (23505) is a 409; data exceptions (22xxx: bad text encoding such as NUL, a number
 * out of range, a value too long), a missing value (23502), a failed check (23514) and a
 * reference to a row that does not exist (23503) are 400s.
 * The server's message and detail quote the values, so neither is passed on.
 */
function fromSqlState(code: string | undefined): ApiError | undefined {
  if (code === '23505') return { statusCode: 409, message: MESSAGES.duplicate, error: ERROR_CODES.conflict };
  if (code?.startsWith('22') || code === '23502' || code === '23514' || code === '23503')
    return { statusCode: 400, message: MESSAGES.validation, error: ERROR_CODES.validation };
  return undefined;
}
