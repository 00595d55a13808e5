import { ERROR_CODES as CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

const outcome = (statusCode: number, message: string, error: string) => () =>
  new ServiceError({ statusCode, message, error } satisfies ApiError);

/** What a blog category caller should expect to hear, each with a stable code and a Persian message. */
export const BlogCategoryErrors = {
  notFound: outcome(404, MESSAGES.blogCategoryNotFound, CODES.contentCategoryNotFound),
  nameTaken: outcome(409, MESSAGES.blogCategoryNameTaken, CODES.contentCategoryNameTaken),
  /** Articles are still filed under it. */
  notEmpty: outcome(409, MESSAGES.blogCategoryNotEmpty, CODES.contentCategoryNotEmpty),
} as const;
