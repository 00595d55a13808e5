import axios, { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { httpErrorMessage, httpFailureKind } from './http-error';
import { RETRY_DELAY_MS, shouldRetry } from './retry-policy';

export interface HttpClientOptions {
  baseURL?: string;
  timeoutMs?: number;
  /** Told the message of every failure that the caller did not cause itself. */
  notify: (message: string) => void;
  retryDelayMs?: number;
}

type RetriableConfig = InternalAxiosRequestConfig & { retriesDone?: number };

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Builds the app's HTTP client: reads are retried once on a transient failure, then every failure
 * is reported through `notify` with the server's message and rejected with that message.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  const delayMs = options.retryDelayMs ?? RETRY_DELAY_MS;

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error)) throw error;
    const config = error.config as RetriableConfig | undefined;
    const retriesDone = config?.retriesDone ?? 0;
    if (config && shouldRetry(error, retriesDone)) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return client.request({ ...config, retriesDone: retriesDone + 1 } as RetriableConfig);
    }
    error.message = httpErrorMessage(error);
    // A canceled request was dropped on purpose (the page moved on): nobody needs telling.
    if (httpFailureKind(error) !== 'canceled') options.notify(error.message);
    throw error;
  });
  return client;
}
