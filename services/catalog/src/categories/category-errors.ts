import { ERROR_CODES as CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

const outcome = (statusCode: number, message: string, error: string) => () =>
  new ServiceError({ statusCode, message, error } satisfies ApiError);

/** What a category caller should expect to hear, each with a stable code and a Persian message. */
export const CategoryErrors = {
  notFound: outcome(404, MESSAGES.categoryNotFound, CODES.catalogCategoryNotFound),
  notEmpty: outcome(409, MESSAGES.categoryNotEmpty, CODES.catalogCategoryNotEmpty),
  /** A product cannot be restored into a category that is in the recycle bin. */
  deleted: outcome(409, MESSAGES.categoryDeleted, CODES.catalogParentDeleted),
  cycle: outcome(400, MESSAGES.categoryCycle, CODES.catalogCategoryCycle),
} as const;
