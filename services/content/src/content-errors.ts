import { ERROR_CODES as CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

const outcome = (statusCode: number, message: string, error: string) => () =>
  new ServiceError({ statusCode, message, error } satisfies ApiError);

/**
 * What a content caller should expect to hear: each outcome has a stable code and a Persian
 * message. Anything else that escapes a handler is unexpected and answered as a 500.
 */
export const ContentErrors = {
  articleNotFound: outcome(404, MESSAGES.articleNotFound, CODES.contentArticleNotFound),
  storyNotFound: outcome(404, MESSAGES.storyNotFound, CODES.contentArticleNotFound),
  titleTaken: outcome(409, MESSAGES.articleTitleTaken, CODES.contentTitleTaken),
  tooManyImages: outcome(409, MESSAGES.articleTooManyImages, CODES.contentTooManyImages),
  categoryNotFound: outcome(404, MESSAGES.blogCategoryNotFound, CODES.contentCategoryNotFound),
  categoryNameTaken: outcome(409, MESSAGES.blogCategoryNameTaken, CODES.contentCategoryNameTaken),
  categoryNotEmpty: outcome(409, MESSAGES.blogCategoryNotEmpty, CODES.contentCategoryNotEmpty),
  toddlerNotFound: outcome(404, MESSAGES.toddlerNotFound, CODES.contentToddlerNotFound),
  tooManyPending: outcome(409, MESSAGES.toddlerTooManyPending, CODES.contentTooManyPending),
  toddlerRejectedFinal: outcome(409, MESSAGES.toddlerRejectedFinal, CODES.contentToddlerRejectedFinal),
  reasonOnlyRejected: () =>
    ServiceError.badRequest(MESSAGES.toddlerReasonOnlyRejected, [
      { field: 'body.rejectionReason', message: MESSAGES.toddlerReasonOnlyRejected },
    ]),
} as const;
