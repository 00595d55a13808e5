import { ERROR_CODES as CODES, MESSAGES } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

/** What a basket caller should expect to hear, each with a stable code and a Persian message. */
export const BasketErrors = {
  tooLarge: () =>
    new ServiceError({
      statusCode: 400,
      message: MESSAGES.basketTooLarge,
      error: CODES.ordersBasketTooLarge,
    }),
  empty: () =>
    new ServiceError({ statusCode: 409, message: MESSAGES.basketEmpty, error: CODES.ordersBasketEmpty }),
  /** Lines naming inventories the catalog does not have (or has deleted), by field. */
  unknownInventories: (fields: string[]) =>
    new ServiceError({
      statusCode: 404,
      message: MESSAGES.basketInventoryNotFound,
      error: CODES.ordersInventoryNotFound,
      details: fields.map((field) => ({ field, message: MESSAGES.basketInventoryNotFound })),
    }),
} as const;
