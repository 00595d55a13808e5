import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
}

/** Carries the gateway's request id through a handler so every log line can name it. */
export const requestContext = new AsyncLocalStorage<RequestContext>();
