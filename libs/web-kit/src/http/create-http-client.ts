import axios, { isAxiosError, type AxiosInstance } from 'axios';
import { httpErrorMessage, httpFailureKind } from './http-error';
import { RETRY_DELAY_MS, shouldRetry } from './retry-policy';
import {
  authorize,
  refreshRole,
  singleFlightRefresh,
  wantsRefresh,
  type AuthRequestConfig,
  type HttpAuth,
} from './auth-refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No toast when this request fails: the caller handles the failure its own way. */
    quiet?: boolean;
  }
}

export interface HttpClientOptions {
  baseURL?: string;
  timeoutMs?: number;
  /**
   * Told the message of every failure that the caller did not cause itself; what it returns (a
   * toast's id) stays on the error, so a page that shows the failure itself can take the toast back.
   */
  notify: (message: string) => number | void;
  retryDelayMs?: number;
  /** The session: bearer tokens and their refresh. Without it, requests go out anonymous. */
  auth?: HttpAuth;
}

type ClientConfig = AuthRequestConfig & { retriesDone?: number };

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Where a failed request's error keeps the id of the toast that told about it. */
export const NOTICE = Symbol('notice');

/** The id of the toast that told about a failed request, if one did. */
export function noticeOf(error: unknown): number | undefined {
  const notice = (error as { [NOTICE]?: unknown } | null)?.[NOTICE];
  return typeof notice === 'number' ? notice : undefined;
}

/**
 * Builds the app's HTTP client: requests carry the session's bearer token, a 401 is cured by one
 * shared token refresh, reads are retried once on a transient failure, then every failure is
 * reported through `notify` with the server's message and rejected with that message.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  const delayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const { auth } = options;
  const refresh = auth && singleFlightRefresh(auth, client);

  if (auth) client.interceptors.request.use((config) => authorize(config, auth));

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error)) throw error;
    const config = error.config as ClientConfig | undefined;
    if (auth && refresh && config && wantsRefresh(error, config, auth)) {
      const renewed = await refresh(refreshRole(error, auth), config.sentToken ?? null).then(
        () => true,
        () => false,
      );
      if (renewed) return client.request({ ...config, authRetried: true } as ClientConfig);
      // Dropped with the failed refresh, which was reported once and ended the session.
      error.message = httpErrorMessage(error);
      throw error;
    }
    const retriesDone = config?.retriesDone ?? 0;
    if (config && shouldRetry(error, retriesDone)) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return client.request({ ...config, retriesDone: retriesDone + 1 } as ClientConfig);
    }
    error.message = httpErrorMessage(error);
    // A canceled request was dropped on purpose (the page moved on): nobody needs telling.
    if (httpFailureKind(error) !== 'canceled' && !config?.quiet) {
      const notice = options.notify(error.message);
      if (notice !== undefined) Object.assign(error, { [NOTICE]: notice });
    }
    throw error;
  });
  return client;
}
