// The package entry: one module so that Module Federation shares it as a single instance.
export { toWesternDigits } from '@ela/contracts';
export { normalizeNumericInput } from './digits/numeric-input';
export {
  RIALS_PER_TOMAN,
  TOMAN_LABEL,
  formatJalaliDate,
  formatJalaliDateTime,
  formatNumber,
  formatToman,
} from './format/persian-format';
export { HTTP_MESSAGES, httpErrorMessage, httpFailureKind, type HttpFailure } from './http/http-error';
export { createHttpClient, type HttpClientOptions } from './http/create-http-client';
export { configureHttp, http } from './http/http';
export {
  RUNTIME_CONFIG_PATH,
  fetchRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
} from './config/runtime-config';
export { BREAKPOINTS, COLORS, isMobileWidth, themeCssVariables, type Breakpoint } from './theme/theme';
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
