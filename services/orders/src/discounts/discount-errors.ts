import { ERROR_CODES as CODES, MESSAGES } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import type { DiscountRefusal } from './discount-rules';

const outcome = (statusCode: number, message: string, error: string) => () =>
  new ServiceError({ statusCode, message, error });

/** What a discount caller should expect to hear, each with a stable code and a Persian message. */
export const DiscountErrors = {
  notFound: outcome(404, MESSAGES.discountNotFound, CODES.ordersDiscountNotFound),
  codeTaken: outcome(409, MESSAGES.discountCodeTaken, CODES.ordersDiscountCodeTaken),
  invalidTerms: (field: string, message: string) => ServiceError.badRequest(message, [{ field, message }]),
} as const;

/**
 * Why a code cannot be used now: the rest are 409s (the code's state), but someone else's gift is
 * answered exactly as a code that does not exist, so guessing cannot tell a gift from nothing.
 */
export const refusals: Readonly<Record<DiscountRefusal, () => ServiceError>> = {
  not_yours: DiscountErrors.notFound,
  not_started: outcome(409, MESSAGES.discountNotStarted, CODES.ordersDiscountNotStarted),
  expired: outcome(409, MESSAGES.discountExpired, CODES.ordersDiscountExpired),
  used_up: outcome(409, MESSAGES.discountUsedUp, CODES.ordersDiscountUsedUp),
  customer_limit: outcome(409, MESSAGES.discountCustomerLimit, CODES.ordersDiscountCustomerLimit),
  below_minimum: outcome(409, MESSAGES.discountBelowMinimum, CODES.ordersDiscountBelowMinimum),
};
