import { ERROR_CODES } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

/**
 * The media store did not answer (an object store away): a 503, which the client may retry, not
 * a 500; the store's own error goes with it into the log.
 */
export function mediaUnavailable(cause: unknown): ServiceError {
  const error = new ServiceError({
    statusCode: 503,
    message: 'تصویرها اکنون در دسترس نیستند؛ کمی بعد دوباره امتحان کنید',
    error: ERROR_CODES.unavailable,
  });
  error.cause = cause;
  return error;
}
