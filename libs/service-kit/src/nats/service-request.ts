import { errors, type NatsConnection } from '@nats-io/transport-node';
import { ERROR_CODES, MESSAGES, isApiError, type ApiError, type Envelope } from '@ela/contracts';
import { SpanKind, context } from '@opentelemetry/api';
import { natsRoundTrip } from '../metrics/metrics';
import { currentTrace, inSpan } from '../tracing/trace-context';

/** What a service answered: its value, or an error already in the API's shape. */
export type ServiceResult<T = unknown> = { ok: true; value: T } | { ok: false; error: ApiError };

/** Nest's NATS transport wraps each reply as `{ id, response }` or `{ id, err }`. */
interface NestReply {
  response?: unknown;
  err?: unknown;
}

/**
 * One request to a service in the wire format of Nest's NATS transport, the only place that
 * format is written down. No responder is a 503 at once and no reply in time a 504, so a
 * caller can tell a service that is down from one that is slow; a reply that is not an API
 * error is a 500 whose details stay in the service's log.
 */
export async function requestService<T = unknown>(
  nc: NatsConnection,
  subject: string,
  envelope: Envelope,
  options: { prefix: string; timeoutMs: number },
): Promise<ServiceResult<T>> {
  const end = natsRoundTrip.startTimer({ subject });
  const result = await inSpan(
    `nats ${subject}`,
    {
      kind: SpanKind.CLIENT,
      parent: context.active(),
      attributes: { 'messaging.destination.name': subject },
    },
    // The service continues the trace from the span of this request.
    () => exchange<T>(nc, subject, { ...envelope, trace: currentTrace() }, options),
    ({ value }) => statusOfResult(value),
  );
  end({ status: String(statusOfResult(result)) });
  return result;
}

function statusOfResult(result: ServiceResult | undefined): number {
  return result === undefined ? 500 : result.ok ? 200 : result.error.statusCode;
}

async function exchange<T>(
  nc: NatsConnection,
  subject: string,
  envelope: Envelope,
  options: { prefix: string; timeoutMs: number },
): Promise<ServiceResult<T>> {
  const packet = JSON.stringify({ pattern: subject, id: envelope.requestId, data: envelope });
  let reply: NestReply;
  try {
    const msg = await nc.request(`${options.prefix}${subject}`, packet, { timeout: options.timeoutMs });
    reply = msg.json<NestReply>();
  } catch (error) {
    return { ok: false, error: transportFailure(error) };
  }
  if (reply.err === undefined) return { ok: true, value: (reply.response ?? null) as T };
  if (isApiError(reply.err)) return { ok: false, error: reply.err };
  return { ok: false, error: { statusCode: 500, message: MESSAGES.internal, error: ERROR_CODES.internal } };
}

function transportFailure(error: unknown): ApiError {
  const cause = error instanceof errors.RequestError ? error.cause : error;
  if (cause instanceof errors.TimeoutError || error instanceof errors.TimeoutError)
    return { statusCode: 504, message: MESSAGES.timeout, error: ERROR_CODES.timeout };
  return { statusCode: 503, message: MESSAGES.unavailable, error: ERROR_CODES.unavailable };
}
