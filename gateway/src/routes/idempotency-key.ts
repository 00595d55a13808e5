import type { IncomingHttpHeaders } from 'node:http';
import { IDEMPOTENCY, readIdempotencyKey, type IdempotencyKeyReading, type RouteDef } from '@ela/contracts';

const HEADER = IDEMPOTENCY.header.toLowerCase();

/**
 * The `Idempotency-Key` to forward with a request: read only on rows that take one (elsewhere
 * the header means nothing and is left alone), and a malformed one is a 400 naming the header
 * before anything reaches the service.
 */
export function idempotencyKeyOf(route: RouteDef, headers: IncomingHttpHeaders): IdempotencyKeyReading {
  return route.idempotencyKey ? readIdempotencyKey(headers[HEADER]) : { ok: true, key: null };
}
