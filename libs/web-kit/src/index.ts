// The package entry: one module so that Module Federation shares it as a single instance.
import { sessionHttpAuth } from './auth/session-http-auth';
import { installHttpAuth } from './http/http';

// The shared HTTP client sends the session's tokens and refreshes them. Wired here, in the module
// every app loads, so that http/ knows nothing of auth/ (jest.setup.ts does the same for tests).
installHttpAuth(sessionHttpAuth);

export { RIALS_PER_TOMAN, toWesternDigits } from '@ela/contracts';
export { normalizeNumericInput } from './digits/numeric-input';
export {
  TOMAN_LABEL,
  formatJalaliDate,
  formatTehranDate,
  formatJalaliDateTime,
  formatMobile,
  formatNumber,
  formatToman,
  toPersianDigits,
} from './format/persian-format';
export { formatAgeMonths } from './format/age';
export { formatSteps, quantityLabel, quantityUnit } from './format/quantity-format';
export {
  JALALI_MONTHS,
  isLeapJalaliYear,
  isoToJalali,
  jalaliMonthLength,
  jalaliToIso,
  type JalaliDate,
} from './format/jalali-date';
export { JalaliDaySelects, type JalaliParts } from './forms/jalali-day-selects';
export {
  endOfTehranDay,
  lastTehranDayBefore,
  startOfTehranDay,
  tehranDayOf,
  tehranToday,
} from './format/tehran-day';
export {
  authSession,
  isLoggedIn,
  onAccessTokenChange,
  sessionRole,
  useAuthStore,
  type AccessTokenListener,
  type TokenChangeOrigin,
} from './auth/auth.store';
export { setAuthNavigator } from './auth/auth-navigation';
export { displayName } from './auth/display-name';
export { COOKIE_POLL_MS, watchSessionCookies } from './auth/cookie-watch';
export { fetchCurrentUser } from './auth/current-user';
export {
  HOME_AFTER_LOGIN,
  LOGIN_PATHS,
  REDIRECT_PARAM,
  loginPath,
  safeRedirectPath,
} from './auth/login-paths';
export { logout, type LogoutOptions } from './auth/logout';
export { SESSION_COOKIES, type SessionSnapshot } from './auth/session-cookies';
export { SESSION_REQUEST } from './auth/session-request';
export { onDeadSession, type DeadSessionListener } from './auth/dead-session';
export {
  HTTP_MESSAGES,
  apiErrorOf,
  httpErrorMessage,
  httpFailureKind,
  type HttpFailure,
} from './http/http-error';
export { createHttpClient, type HttpClientOptions } from './http/create-http-client';
export { SKIP_AUTH_REFRESH_HEADER, type HttpAuth } from './http/auth-refresh';
export { fieldErrorsOf } from './http/field-errors';
export { configureHttp, http } from './http/http';
export { actionKey, idempotencyHeaders, newIdempotencyKey, type ActionKey } from './http/idempotency-key';
export { mayTryAgainLater } from './http/retry-policy';
export {
  RUNTIME_CONFIG_PATH,
  fetchRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
  type ShopContact,
} from './config/runtime-config';
export { firstRead, forgetFirstReads } from './config/first-reads';
export {
  BREAKPOINTS,
  COLORS,
  TEXT_SHADES,
  isMobileWidth,
  themeCssVariables,
  type Breakpoint,
} from './theme/theme';
export {
  TOAST_LIMIT,
  TOAST_POSITION,
  TOAST_TIMEOUT_MS,
  toast,
  useToastStore,
  type Toast,
  type ToastKind,
} from './toast/toast.store';
export { ToastViewport } from './toast/toast-viewport';
export { fetchBasket, saveBasket, type SaveBasketOptions } from './basket/basket-api';
export { basketTrimMessage } from './basket/basket-trim-message';
export { rememberBasket, useBasketCount, useServerBasketStore } from './basket/basket-count.store';
export {
  MERGE_MESSAGES,
  mergePendingBasket,
  startBasketSync,
  syncBasket,
  whenBasketSynced,
} from './basket/basket-sync';
export {
  PENDING_BASKET_KEY,
  readPendingLines,
  usePendingBasketStore,
  type PendingBasket,
} from './basket/pending-basket.store';
export {
  IMAGE_ACCEPT,
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  imageFileProblem,
  uploadShare,
} from './images/image-file';
export { useObjectUrl } from './images/use-object-url';
export { MISSING_IMAGE_SRC, showPlaceholdersForMissingImages } from './images/missing-images';
export { articleHtmlForDisplay, articleHtmlForStorage } from './content/article-media';
export {
  basketSnapshotOf,
  startAnalytics,
  trackBasketAdd,
  trackBasketRemove,
  trackCheckoutStarted,
  trackOrderPlaced,
  trackPageView,
  trackPaymentResult,
  trackProductView,
  trackSearch,
} from './analytics/analytics';
export { ANALYTICS_KEYS, ANALYTICS_QUEUE } from './analytics/analytics-settings';
export { META_LEVELS, usePageMeta, type MetaLevel, type PageMeta } from './page/page-meta';
export { PageNotFoundError, isPageNotFound } from './page/page-not-found';
export { takeBackNotice, useFailureInPlace } from './http/failure-in-place';
export { Icon, type IconName } from './icons/icon';
export { CAPTCHA_CONFIG_PATH, fetchCaptchaConfig, useCaptchaConfig } from './captcha/captcha-config';
export { CAPTCHA_MESSAGES } from './captcha/captcha-messages';
export { CaptchaWidget, type CaptchaWidgetHandle } from './captcha/captcha-widget';
export { useCaptcha, type Captcha } from './captcha/use-captcha';
