import { ERROR_CODES, MESSAGES, type ApiError } from '@ela/contracts';

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
  return { statusCode: 500, message: MESSAGES.internal, error: ERROR_CODES.internal };
}
