import { ERROR_CODES as CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

const outcome = (statusCode: number, message: string, error: string) => () =>
  new ServiceError({ statusCode, message, error } satisfies ApiError);

/** What an article caller should expect to hear, each with a stable code and a Persian message. */
export const ArticleErrors = {
  notFound: outcome(404, MESSAGES.articleNotFound, CODES.contentArticleNotFound),
  /** The shop's story is the one article marked as such: the same code, in its own words. */
  storyNotFound: outcome(404, MESSAGES.storyNotFound, CODES.contentArticleNotFound),
  titleTaken: outcome(409, MESSAGES.articleTitleTaken, CODES.contentTitleTaken),
  tooManyImages: outcome(409, MESSAGES.articleTooManyImages, CODES.contentTooManyImages),
} as const;
