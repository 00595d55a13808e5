import { toApiError } from '../service-error';

/** The status an error will be answered with (the error filter maps it the same way), as a label. */
export function statusOf(error: unknown): string {
  return String(toApiError(error).statusCode);
}
