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
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  conflict: 'CONFLICT',
  catalogProductNotFound: 'CATALOG.PRODUCT_NOT_FOUND',
  catalogInventoryNotFound: 'CATALOG.INVENTORY_NOT_FOUND',
  catalogCategoryNotFound: 'CATALOG.CATEGORY_NOT_FOUND',
  catalogColorNotFound: 'CATALOG.COLOR_NOT_FOUND',
  catalogDesignNotFound: 'CATALOG.DESIGN_NOT_FOUND',
  catalogImageNotFound: 'CATALOG.IMAGE_NOT_FOUND',
  catalogNameTaken: 'CATALOG.NAME_TAKEN',
  catalogProductNumberTaken: 'CATALOG.PRODUCT_NUMBER_TAKEN',
  catalogInUse: 'CATALOG.IN_USE',
  catalogCategoryNotEmpty: 'CATALOG.CATEGORY_NOT_EMPTY',
  catalogCategoryCycle: 'CATALOG.CATEGORY_CYCLE',
  catalogParentDeleted: 'CATALOG.PARENT_DELETED',
  catalogTooManyImages: 'CATALOG.TOO_MANY_IMAGES',
  catalogRelatedInvalid: 'CATALOG.RELATED_INVALID',
  otpInvalid: 'AUTH.OTP_INVALID',
  otpExpired: 'AUTH.OTP_EXPIRED',
  otpTooManyTries: 'AUTH.OTP_TOO_MANY_TRIES',
  captchaFailed: 'AUTH.CAPTCHA_FAILED',
  refreshInvalid: 'AUTH.REFRESH_INVALID',
  addressNotFound: 'AUTH.ADDRESS_NOT_FOUND',
  regionNotFound: 'AUTH.REGION_NOT_FOUND',
  adminNotFound: 'AUTH.ADMIN_NOT_FOUND',
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
  unsupportedMediaType: 'بدنهٔ درخواست باید JSON باشد (Content-Type: application/json)',
  uploadMediaType: 'این درخواست باید multipart/form-data باشد و تصویر در فیلد file',
  emptyUpload: 'فایل فرستاده‌شده خالی است؛ یک تصویر انتخاب کنید',
  controlCharacters: 'نشانی درخواست نویسهٔ کنترلی (مانند NUL) دارد',
  duplicate: 'این مقدار قبلاً ثبت شده است',
  productNotFound: 'محصول مورد نظر پیدا نشد',
  inventoryNotFound: 'کالای مورد نظر پیدا نشد',
  categoryNotFound: 'دسته‌بندی مورد نظر پیدا نشد',
  colorNotFound: 'رنگ مورد نظر پیدا نشد',
  designNotFound: 'طرح مورد نظر پیدا نشد',
  imageNotFound: 'تصویر مورد نظر در این کالا نیست',
  inUse: 'این مورد در حال استفاده است و حذف نمی‌شود',
  categoryNotEmpty: 'این دسته‌بندی زیرمجموعه یا محصول فعال دارد',
  categoryCycle: 'یک دسته‌بندی نمی‌تواند زیرمجموعهٔ خودش باشد',
  nameTaken: 'این نام قبلاً برای کالای دیگری استفاده شده است',
  tooManyImages: 'هر کالا حداکثر ۲۰ تصویر می‌تواند داشته باشد',
  colorNameTaken: 'رنگی با همین نام از قبل ثبت شده است',
  designNameTaken: 'طرحی با همین نام از قبل ثبت شده است',
  productNumberTaken: 'این شمارهٔ محصول قبلاً به کالای دیگری داده شده است',
  productDeleted: 'محصول این کالا حذف شده است؛ اول آن را بازگردانید',
  categoryDeleted: 'دسته‌بندی این محصول حذف شده است؛ اول آن را بازگردانید',
  relatedNotFound: 'برخی از محصولات مرتبط پیدا نشدند',
  relatedSelf: 'محصول نمی‌تواند مرتبط با خودش باشد',
  salePriceNotLower: 'قیمت حراج باید کمتر از قیمت اصلی باشد',
  cursorMismatch: 'مکان‌نمای صفحه با این مرتب‌سازی نمی‌خواند',
  otpInvalid: 'کد وارد شده درست نیست',
  otpExpired: 'کد منقضی شده یا وجود ندارد؛ دوباره کد بگیرید',
  otpTooManyTries: 'تعداد تلاش‌ها بیش از حد مجاز بود؛ دوباره کد بگیرید',
  captchaFailed: 'تأیید «من ربات نیستم» ناموفق بود',
  refreshInvalid: 'نشست شما معتبر نیست؛ دوباره وارد شوید',
  tokenInvalid: 'توکن دسترسی معتبر نیست',
  addressNotFound: 'آدرس مورد نظر پیدا نشد',
  provinceNotFound: 'استان مورد نظر پیدا نشد',
  adminNotFound: 'مدیری با این شماره پیدا نشد',
  cityNotInProvince: 'شهر انتخاب‌شده در این استان نیست',
  tooManyRequests: (seconds: number) =>
    `درخواست‌ها بیش از حد مجاز است؛ ${seconds} ثانیه دیگر دوباره تلاش کنید`,
} as const;

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).statusCode === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
}
