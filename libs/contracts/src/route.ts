import type { z } from 'zod';

/** Who may call a route: anyone, a logged-in customer, an admin, or anyone with the caller resolved when a token is given. */
export type Access = 'public' | 'user' | 'admin' | 'optional-user';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One row of the gateway's route table. */
export interface RouteDef {
  method: HttpMethod;
  /** Public path in the spec's form, with `{name}` segments. */
  path: string;
  /** NATS subject the gateway forwards to. */
  subject: string;
  access: Access;
  /** One line for OpenAPI. */
  summary: string;
  /** Owning service, for OpenAPI tags and docs. */
  service: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success status code; 200 unless stated. */
  status?: number;
  /** Public reads that may be cached by browsers and the edge, in seconds. */
  maxAge?: number;
  /**
   * Multipart with an image in the field `file`: the gateway checks and stores it and
   * forwards the other fields as the body, with `upload: { key, width, height }` added.
   */
  upload?: 'required' | 'optional';
}

/** Identity helper that keeps a row's literal types while checking its shape. */
export function route<const R extends RouteDef>(row: R): R {
  return row;
}
