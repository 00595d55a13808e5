import { ERROR_CODES as CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

const outcome = (statusCode: number, message: string, error: string) => () =>
  new ServiceError({ statusCode, message, error } satisfies ApiError);

/** What an inventory caller should expect to hear, each with a stable code and a Persian message. */
export const InventoryErrors = {
  notFound: outcome(404, MESSAGES.inventoryNotFound, CODES.catalogInventoryNotFound),
  imageNotFound: outcome(404, MESSAGES.imageNotFound, CODES.catalogImageNotFound),
  nameTaken: outcome(409, MESSAGES.nameTaken, CODES.catalogNameTaken),
  productNumberTaken: outcome(409, MESSAGES.productNumberTaken, CODES.catalogProductNumberTaken),
  tooManyImages: outcome(400, MESSAGES.tooManyImages, CODES.catalogTooManyImages),
  /** Stock set outright against a version that has moved on since it was read. */
  stockStale: outcome(409, MESSAGES.stockStale, CODES.catalogStockStale),
  stockBelowZero: outcome(409, MESSAGES.stockBelowZero, CODES.catalogStockBelowZero),
  salePriceNotLower: () =>
    ServiceError.badRequest(MESSAGES.salePriceNotLower, [
      { field: 'body.salePrice', message: MESSAGES.salePriceNotLower },
    ]),
} as const;
