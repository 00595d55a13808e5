import { ERROR_CODES as CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

const outcome = (statusCode: number, message: string, error: string) => () =>
  new ServiceError({ statusCode, message, error } satisfies ApiError);

/** What a product caller should expect to hear, each with a stable code and a Persian message. */
export const ProductErrors = {
  notFound: outcome(404, MESSAGES.productNotFound, CODES.catalogProductNotFound),
  /** An inventory cannot be restored under a product that is in the recycle bin. */
  deleted: outcome(409, MESSAGES.productDeleted, CODES.catalogParentDeleted),
  relatedSelf: outcome(400, MESSAGES.relatedSelf, CODES.catalogRelatedInvalid),
  relatedNotFound: outcome(400, MESSAGES.relatedNotFound, CODES.catalogRelatedInvalid),
  /** A cursor from a listing in another order. */
  cursorMismatch: () =>
    ServiceError.badRequest(MESSAGES.cursorMismatch, [
      { field: 'query.cursor', message: MESSAGES.cursorMismatch },
    ]),
} as const;
