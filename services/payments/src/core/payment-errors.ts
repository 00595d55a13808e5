import { ERROR_CODES as CODES, MESSAGES } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

/** What a payments caller should expect to hear, each with a stable code and a Persian message. */
export const PaymentErrors = {
  notFound: () => ServiceError.notFound(MESSAGES.paymentNotFound, CODES.paymentsNotFound),
  gatewayNotOffered: () => ServiceError.conflict(MESSAGES.gatewayNotOffered, CODES.paymentsGatewayNotOffered),
  gatewayMismatch: () => ServiceError.conflict(MESSAGES.gatewayMismatch, CODES.paymentsGatewayMismatch),
  orderNotPayable: () => ServiceError.conflict(MESSAGES.orderNotPayable, CODES.paymentsOrderNotPayable),
  /** An earlier attempt is being checked with its bank: paying again now could pay twice. */
  paymentInProgress: () => ServiceError.conflict(MESSAGES.paymentInProgress, CODES.paymentsPaymentInProgress),
  /** Only money the bank could not send back is refunded by hand. */
  noRefundOwed: () => ServiceError.conflict(MESSAGES.noRefundOwed, CODES.paymentsNoRefundOwed),
  /** The bank did not open a session; nothing was taken and the customer can try again. */
  gatewayUnavailable: () =>
    new ServiceError({
      statusCode: 502,
      message: MESSAGES.gatewayUnavailable,
      error: CODES.paymentsGatewayUnavailable,
    }),
} as const;
