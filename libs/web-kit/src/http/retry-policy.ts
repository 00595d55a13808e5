import { isAxiosError, type AxiosError } from 'axios';
import { httpFailureKind } from './http-error';

/** Statuses worth one more try: the server may answer differently a moment later. */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const SAFE_METHODS = new Set(['get', 'head', 'options']);
/** Reads are retried once; writes never, since a lost answer does not mean the write was lost. */
export const READ_RETRIES = 1;
export const RETRY_DELAY_MS = 300;

/** Whether a failed request should be sent again, given how many times it was already retried. */
export function shouldRetry(error: AxiosError, retriesDone: number): boolean {
  const method = (error.config?.method ?? 'get').toLowerCase();
  if (!SAFE_METHODS.has(method) || retriesDone >= READ_RETRIES) return false;
  const kind = httpFailureKind(error);
  if (kind === 'canceled' || kind === 'timeout') return false;
  return kind === 'network' || RETRIED_STATUSES.has(error.response?.status ?? 0);
}

/** Answers that say "not now" rather than "no" (401: the session ended before the write). */
const TRY_LATER_STATUSES: ReadonlySet<number> = new Set([401, 408, 425, 429]);

/**
 * Whether a failed write is worth sending again later under the same key: no answer came (it may
 * or may not have happened), the server failed, or it said to try later. Any other 4xx is the
 * server's last word on that request.
 */
export function mayTryAgainLater(error: unknown): boolean {
  if (httpFailureKind(error) !== 'response') return true;
  const status = isAxiosError(error) ? (error.response?.status ?? 0) : 0;
  return status >= 500 || TRY_LATER_STATUSES.has(status);
}
