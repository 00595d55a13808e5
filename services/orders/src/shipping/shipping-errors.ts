import { ERROR_CODES as CODES, MESSAGES, type ApiError } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

const outcome = (statusCode: number, message: string, error: string) => () =>
  new ServiceError({ statusCode, message, error } satisfies ApiError);

/** What a shipping caller should expect to hear, each with a stable code and a Persian message. */
export const ShippingErrors = {
  volumetricWeightNotFound: outcome(
    404,
    MESSAGES.volumetricWeightNotFound,
    CODES.ordersVolumetricWeightNotFound,
  ),
  volumetricTargetTaken: outcome(409, MESSAGES.volumetricTargetTaken, CODES.ordersVolumetricTargetTaken),
  shippingPriceNotFound: outcome(404, MESSAGES.shippingPriceNotFound, CODES.ordersShippingPriceNotFound),
  shippingMethodTaken: outcome(409, MESSAGES.shippingMethodTaken, CODES.ordersShippingMethodTaken),
  parcelTooLarge: outcome(400, MESSAGES.parcelTooLarge, CODES.ordersParcelTooLarge),
} as const;
