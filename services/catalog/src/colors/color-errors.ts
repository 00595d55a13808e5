import { ERROR_CODES as CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

const outcome = (statusCode: number, message: string, error: string) => () =>
  new ServiceError({ statusCode, message, error } satisfies ApiError);

/** What a colour caller should expect to hear, each with a stable code and a Persian message. */
export const ColorErrors = {
  notFound: outcome(404, MESSAGES.colorNotFound, CODES.catalogColorNotFound),
  nameTaken: outcome(409, MESSAGES.colorNameTaken, CODES.catalogNameTaken),
  /** Inventories still wear it. */
  inUse: outcome(409, MESSAGES.inUse, CODES.catalogInUse),
} as const;
