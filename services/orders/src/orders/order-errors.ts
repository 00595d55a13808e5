import {
  ERROR_CODES as CODES,
  MESSAGES,
  RIALS_PER_TOMAN,
  type OrderBreakdown,
  type OrderStatus,
  type PricedBasketLine,
} from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

/** A whole-Toman amount as Persian readers write it. */
function formatTomanText(rials: number): string {
  return new Intl.NumberFormat('fa-IR').format(rials / RIALS_PER_TOMAN);
}

/** What an orders caller should expect to hear, each with a stable code and a Persian message. */
export const OrderErrors = {
  notFound: () =>
    new ServiceError({ statusCode: 404, message: MESSAGES.orderNotFound, error: CODES.ordersOrderNotFound }),
  /** Lines that cannot be bought as they stand, named so the basket can show them. */
  basketNotReady: (lines: PricedBasketLine[]) =>
    new ServiceError({
      statusCode: 409,
      message: MESSAGES.basketNotReady,
      error: CODES.ordersBasketNotReady,
      details: lines.map((l) => ({
        inventoryId: l.inventoryId,
        stockState: l.stockState,
        available: l.available,
        quantity: l.quantity,
      })),
    }),
  /** The basket changed (another tab) between pricing and placing: the customer should look again. */
  basketChanged: () =>
    new ServiceError({ statusCode: 409, message: MESSAGES.basketChanged, error: CODES.ordersBasketChanged }),
  /** The placement took so long that it was called off (its stock released) meanwhile. */
  placementTimedOut: () =>
    new ServiceError({
      statusCode: 503,
      message: MESSAGES.placementTimedOut,
      error: CODES.ordersPlacementTimedOut,
    }),
  /** Prices moved since the customer saw the total: the new breakdown, to show before paying. */
  totalChanged: (breakdown: OrderBreakdown) =>
    new ServiceError({
      statusCode: 409,
      message: MESSAGES.totalChanged,
      error: CODES.ordersTotalChanged,
      details: { breakdown },
    }),
  totalBelowMinimum: (minimumRials: number) =>
    ServiceError.conflict(
      MESSAGES.totalBelowMinimum(formatTomanText(minimumRials)),
      CODES.ordersTotalBelowMinimum,
    ),
  /** The order was paid, cancelled, or its window ended: no new bank session. */
  notPayable: () => ServiceError.conflict(MESSAGES.paymentWindowOver, CODES.paymentsOrderNotPayable),
  shippingNotOffered: () =>
    new ServiceError({
      statusCode: 409,
      message: MESSAGES.shippingNotOffered,
      error: CODES.ordersShippingNotOffered,
    }),
  statusNotAllowed: (from: OrderStatus, to: OrderStatus) =>
    new ServiceError({
      statusCode: 409,
      message: MESSAGES.orderStatusNotAllowed,
      error: CODES.ordersStatusNotAllowed,
      details: { from, to },
    }),
  trackingCodeNotPost: () =>
    ServiceError.badRequest(MESSAGES.trackingCodeNotPost, [
      { field: 'body.trackingCode', message: MESSAGES.trackingCodeNotPost },
    ]),
} as const;
