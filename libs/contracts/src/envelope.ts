import type { Role } from './enums';

/** Who is calling, as resolved by the gateway from the bearer token. */
export interface Caller {
  id: string;
  role: Role;
}

/** Where a request came from, as the gateway saw it. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * The client as it travels in an envelope: signed by the gateway together with the request id,
 * so that a service believes an address only the gateway could have written.
 */
export interface StampedClient extends ClientInfo {
  stamp: string;
}

/** W3C trace context (`traceparent`, `tracestate`), so one trace follows a request across hops. */
export interface TraceCarrier {
  traceparent: string;
  tracestate?: string;
}

/** What the gateway sends a service for one HTTP request; services never see HTTP. */
export interface Envelope<P = Record<string, string>, Q = Record<string, unknown>, B = unknown> {
  requestId: string;
  /**
   * The bearer access token the gateway verified, or null. Services verify it again and
   * derive the caller from it themselves: any client of NATS could write a caller field.
   */
  token: string | null;
  /** Where the request came from, for rate limits and audit. */
  client?: StampedClient;
  params: P;
  query: Q;
  body: B;
  /**
   * The client's `Idempotency-Key` on rows that take one (`RouteDef.idempotencyKey`), checked for
   * form by the gateway and again by the service; absent when the client sent none.
   */
  idempotencyKey?: string;
  /** The trace this request belongs to, if any; never trusted beyond its format. */
  trace?: TraceCarrier;
}
