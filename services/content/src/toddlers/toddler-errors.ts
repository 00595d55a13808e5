import { ERROR_CODES as CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

const outcome = (statusCode: number, message: string, error: string) => () =>
  new ServiceError({ statusCode, message, error } satisfies ApiError);

/** What a toddler league caller should expect to hear, each with a stable code and a Persian message. */
export const ToddlerErrors = {
  notFound: outcome(404, MESSAGES.toddlerNotFound, CODES.contentToddlerNotFound),
  tooManyPending: outcome(409, MESSAGES.toddlerTooManyPending, CODES.contentTooManyPending),
  rejectedFinal: outcome(409, MESSAGES.toddlerRejectedFinal, CODES.contentToddlerRejectedFinal),
  reasonOnlyRejected: () =>
    ServiceError.badRequest(MESSAGES.toddlerReasonOnlyRejected, [
      { field: 'body.rejectionReason', message: MESSAGES.toddlerReasonOnlyRejected },
    ]),
} as const;
