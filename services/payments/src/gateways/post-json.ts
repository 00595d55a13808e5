import { request } from 'undici';
import type { PaymentGateway } from '@ela/contracts';
import { GatewayUnreachable } from './gateway-adapter';

/**
 * POSTs JSON to a gateway and reads its JSON answer. No answer within `timeoutMs`, a 5xx or a
 * body that is not JSON is `GatewayUnreachable`: the operation may have happened or not. A 4xx
 * with a body is the gateway's refusal and is answered as it came.
 *
 * undici's `request` rather than `fetch`: every order opens a bank session, and `fetch`'s web
 * streams cost about 200 µs more CPU a call (the two against one local server, in one process).
 * The time limit is a timer cleared once the answer is read: `AbortSignal.timeout`'s ran out long
 * after every call and built an abort error each time.
 */
export async function postJson<T>(
  gateway: PaymentGateway,
  operation: string,
  url: string,
  body: unknown,
  timeoutMs: number,
): Promise<T> {
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    return await answerOf<T>(gateway, operation, url, body, limit.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function answerOf<T>(
  gateway: PaymentGateway,
  operation: string,
  url: string,
  body: unknown,
  signal: AbortSignal,
): Promise<T> {
  let res: Awaited<ReturnType<typeof request>>;
  try {
    res = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new GatewayUnreachable(gateway, operation, error);
  }
  if (res.statusCode >= 500) {
    await res.body.dump().catch(() => undefined);
    throw new GatewayUnreachable(gateway, operation, `HTTP ${res.statusCode}`);
  }
  try {
    return (await res.body.json()) as T;
  } catch (error) {
    throw new GatewayUnreachable(gateway, operation, error);
  }
}
