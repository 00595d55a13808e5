import { ERROR_CODES, MESSAGES } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

/** What a reservation can be refused for, naming the line and the inventory. */
export const StockErrors = {
  outOfStock: (index: number, inventoryId: string) =>
    new ServiceError({
      statusCode: 409,
      message: MESSAGES.outOfStock,
      error: ERROR_CODES.catalogOutOfStock,
      details: [{ field: `body.lines.${index}.inventoryId`, message: MESSAGES.outOfStock, inventoryId }],
    }),
  /** Orders already called this order off; the reservation came too late. */
  orderReleased: () =>
    new ServiceError({
      statusCode: 409,
      message: MESSAGES.stockOrderReleased,
      error: ERROR_CODES.catalogOrderReleased,
    }),
} as const;
