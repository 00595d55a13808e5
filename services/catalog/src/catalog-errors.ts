import { ERROR_CODES as CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

const outcome = (statusCode: number, message: string, error: string) => () =>
  new ServiceError({ statusCode, message, error } satisfies ApiError);
const invalidField = (field: string, message: string) => () =>
  ServiceError.badRequest(message, [{ field, message }]);

/**
 * What a catalog caller should expect to hear: each outcome has a stable code and a Persian
 * message. Anything else that escapes a handler is unexpected and answered as a 500.
 */
export const CatalogErrors = {
  productNotFound: outcome(404, MESSAGES.productNotFound, CODES.catalogProductNotFound),
  inventoryNotFound: outcome(404, MESSAGES.inventoryNotFound, CODES.catalogInventoryNotFound),
  categoryNotFound: outcome(404, MESSAGES.categoryNotFound, CODES.catalogCategoryNotFound),
  colorNotFound: outcome(404, MESSAGES.colorNotFound, CODES.catalogColorNotFound),
  designNotFound: outcome(404, MESSAGES.designNotFound, CODES.catalogDesignNotFound),
  imageNotFound: outcome(404, MESSAGES.imageNotFound, CODES.catalogImageNotFound),
  nameTaken: outcome(409, MESSAGES.nameTaken, CODES.catalogNameTaken),
  colorNameTaken: outcome(409, MESSAGES.colorNameTaken, CODES.catalogNameTaken),
  designNameTaken: outcome(409, MESSAGES.designNameTaken, CODES.catalogNameTaken),
  productNumberTaken: outcome(409, MESSAGES.productNumberTaken, CODES.catalogProductNumberTaken),
  inUse: outcome(409, MESSAGES.inUse, CODES.catalogInUse),
  categoryNotEmpty: outcome(409, MESSAGES.categoryNotEmpty, CODES.catalogCategoryNotEmpty),
  productDeleted: outcome(409, MESSAGES.productDeleted, CODES.catalogParentDeleted),
  categoryDeleted: outcome(409, MESSAGES.categoryDeleted, CODES.catalogParentDeleted),
  categoryCycle: outcome(400, MESSAGES.categoryCycle, CODES.catalogCategoryCycle),
  tooManyImages: outcome(400, MESSAGES.tooManyImages, CODES.catalogTooManyImages),
  relatedSelf: outcome(400, MESSAGES.relatedSelf, CODES.catalogRelatedInvalid),
  relatedNotFound: outcome(400, MESSAGES.relatedNotFound, CODES.catalogRelatedInvalid),
  /** Stock set outright against a version that has moved on since it was read. */
  stockStale: outcome(409, MESSAGES.stockStale, CODES.catalogStockStale),
  stockBelowZero: outcome(409, MESSAGES.stockBelowZero, CODES.catalogStockBelowZero),
  salePriceNotLower: invalidField('body.salePrice', MESSAGES.salePriceNotLower),
  cursorMismatch: invalidField('query.cursor', MESSAGES.cursorMismatch),
} as const;
