import { isAxiosError } from 'axios';
import { isApiError, type ApiError } from '@ela/contracts';

/** What people read when a request fails without a message from the server. */
export const HTTP_MESSAGES = {
  network: 'ارتباط با سرور برقرار نشد؛ اتصال اینترنت را بررسی کنید',
  timeout: 'پاسخ سرور بیش از حد طول کشید؛ لطفاً دوباره تلاش کنید',
  canceled: 'درخواست لغو شد',
  unknown: 'خطای غیرمنتظره‌ای رخ داد',
} as const;

export type HttpFailure = 'canceled' | 'timeout' | 'network' | 'response';

/** Sorts a failed request by what went wrong, so callers need not know axios' codes. */
export function httpFailureKind(error: unknown): HttpFailure {
  if (!isAxiosError(error)) return 'response';
  if (error.code === 'ERR_CANCELED') return 'canceled';
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return 'timeout';
  if (!error.response) return 'network';
  return 'response';
}

/** The sentence to show for a failed request: the server's own `message` when it sent one. */
export function httpErrorMessage(error: unknown): string {
  const kind = httpFailureKind(error);
  if (kind !== 'response') return HTTP_MESSAGES[kind];
  const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (isApiError(body) && body.message.trim()) return body.message;
  return HTTP_MESSAGES.unknown;
}

/** The API's own error body (`{statusCode, message, error?, details?}`) of a failed request, or null. */
export function apiErrorOf(error: unknown): ApiError | null {
  const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
  return isApiError(body) ? body : null;
}
