import type { PaymentGateway } from '@ela/contracts';
import { GatewayUnreachable } from './gateway-adapter';

/**
 * POSTs JSON to a gateway and reads its JSON answer. No answer within `timeoutMs`, a 5xx or a
 * body that is not JSON is `GatewayUnreachable`: the operation may have happened or not. A 4xx
 * with a body is the gateway's refusal and is answered as it came.
 */
export async function postJson<T>(
  gateway: PaymentGateway,
  operation: string,
  url: string,
  body: unknown,
  timeoutMs: number,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GatewayUnreachable(gateway, operation, error);
  }
  if (res.status >= 500) throw new GatewayUnreachable(gateway, operation, `HTTP ${res.status}`);
  try {
    return (await res.json()) as T;
  } catch (error) {
    throw new GatewayUnreachable(gateway, operation, error);
  }
}
