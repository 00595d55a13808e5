import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../http/http';

export interface FakeReply {
  status: number;
  data?: unknown;
}

type Handler = (request: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/**
 * Answers the shared HTTP client's requests in the frontends' unit tests (never bundled) from handlers keyed «METHOD /path»
 * (the path without the query); records every request. Anything unhandled is a 404.
 */
export function fakeApi(handlers: Record<string, Handler | FakeReply>) {
  const requests: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    requests.push(config);
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const handler = handlers[key];
    const reply =
      typeof handler === 'function'
        ? await handler(config)
        : (handler ?? { status: 404, data: notFound(key) });
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  }) as AxiosAdapter;
  return {
    requests,
    /** The requests sent to «METHOD /path». */
    to: (key: string) => requests.filter((r) => `${r.method?.toUpperCase()} ${r.url}` === key),
  };
}

function notFound(key: string) {
  return { statusCode: 404, message: `no fake for ${key}` };
}

/** A JSON body a test sent. */
export function bodyOf(request: InternalAxiosRequestConfig): unknown {
  return typeof request.data === 'string' ? JSON.parse(request.data) : request.data;
}

/** A reply per call, in order; the last one repeats. */
export function inTurn(...replies: FakeReply[]): Handler {
  let calls = 0;
  return () => replies[Math.min(calls++, replies.length - 1)];
}
