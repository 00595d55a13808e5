/** The one JSON shape of every error the API answers with. `message` is shown to people as is. */
export interface ApiError {
  statusCode: number;
  message: string;
  error?: string;
  details?: unknown;
}

/** Stable machine codes carried in `error`, so clients need not parse messages. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  unavailable: 'SERVICE_UNAVAILABLE',
  timeout: 'SERVICE_TIMEOUT',
  internal: 'INTERNAL',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  catalogProductNotFound: 'CATALOG.PRODUCT_NOT_FOUND',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Messages people read; customers read Persian. */
export const MESSAGES = {
  validation: 'اطلاعات ارسال‌شده معتبر نیست',
  routeNotFound: 'مسیر درخواستی پیدا نشد',
  unauthorized: 'برای این کار باید وارد حساب کاربری شوید',
  adminUnauthorized: 'Admin Authorization failed',
  unavailable: 'سرویس در دسترس نیست؛ لطفاً کمی بعد دوباره تلاش کنید',
  timeout: 'پاسخ سرویس بیش از حد طول کشید؛ لطفاً دوباره تلاش کنید',
  internal: 'خطای غیرمنتظره‌ای رخ داد',
  productNotFound: 'محصول مورد نظر پیدا نشد',
} as const;

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).statusCode === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
}
