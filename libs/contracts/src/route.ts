import { z } from 'zod';
import type { EdgeViewRef } from './edge-views';
import type { Role } from './enums';

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
  /**
   * What the row does, in Persian, as the panel names it to administrators (the audit log):
   * required on every admin write (`isAdminWrite`), checked by `audit-actions.spec.ts`.
   */
  title?: string;
  /** Owning service, for OpenAPI tags and docs. */
  service: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success status code; 200 unless stated. */
  status?: number;
  /** Public reads that may be cached by browsers and the edge, in seconds. */
  maxAge?: number;
  /** An edge-cached read whose misses the gateway answers from this edge view when it holds the entry. */
  edgeView?: EdgeViewRef;
  /**
   * Multipart with an image in the field `file`: the gateway checks and stores it and
   * forwards the other fields as the body, with `upload: { key, width, height }` added.
   */
  upload?: 'required' | 'optional';
  /**
   * Not forwarded over NATS: the gateway adds the checked body to this BullMQ queue and
   * answers 202 once Redis holds it (the analytics events).
   */
  queue?: 'analytics-events';
  /**
   * The body comes form-encoded (a bank posting the customer back through their browser), not
   * as JSON; this row then takes nothing else.
   */
  form?: true;
  /**
   * The service answers `{ location }` and the gateway sends the browser there with a 303, so a
   * form post lands on a page of the shop.
   */
  redirect?: true;
  /**
   * Its handler reads the client's address (a per-address limit): the gateway stamps the address
   * on its requests, which it does otherwise only for admin writes (the audit log names it).
   * See `carriesClient`.
   */
  client?: true;
  /**
   * Takes an optional `Idempotency-Key` header (`IDEMPOTENCY`): the gateway checks its form and
   * forwards it in the envelope, and the service answers a repeat of the key with the first answer.
   */
  idempotencyKey?: true;
  /**
   * The per-address budget a public read spends when the edge cache cannot answer it
   * (`read-budgets.ts`): `search` for rows that search whatever their query; without it a public
   * read is a `read`, or a `search` when its query carries a text filter `q`.
   */
  budget?: ReadBudget;
  /**
   * A row of the session of `role`: the gateway keeps the refresh token in its HttpOnly cookie.
   * `start` and `renew` answer a token pair, whose refresh token goes into the cookie instead of
   * the JSON; `renew` and `end` read the token from the cookie; `end` clears it.
   */
  session?: { role: Role; step: SessionStep };
}

/** What a session row does with the refresh cookie (see `RouteDef.session`). */
export type SessionStep = 'start' | 'renew' | 'end';

/** Per-address budgets of public reads: generous for reading, tight for searching. */
export type ReadBudget = 'read' | 'search';

/** What a service answers on a `redirect` row. */
export interface RedirectAnswer {
  location: string;
}

/**
 * A subject a service answers that the gateway never routes: asked by verifiers, tools and
 * other services. It is bound and checked like a route row (token, access, schemas); it only
 * lacks a public method and path.
 */
export type InternalRouteDef = Omit<
  RouteDef,
  | 'method'
  | 'path'
  | 'status'
  | 'maxAge'
  | 'edgeView'
  | 'upload'
  | 'form'
  | 'redirect'
  | 'queue'
  | 'idempotencyKey'
  | 'budget'
  | 'session'
>;

/** Any row a service handler can be bound to. */
export type BoundRouteDef = RouteDef | InternalRouteDef;

/** Identity helper for internal rows, keeping their literal types. */
export function internalRoute<const R extends InternalRouteDef>(row: R): R {
  return row;
}

/** Identity helper that keeps a row's literal types while checking its shape. */
export function route<const R extends RouteDef>(row: R): R {
  return row;
}

const noQuery = z.object({}).strict();

/**
 * The schema one part of a request is checked with, by the gateway and by the service alike.
 * A row without a query schema takes no query at all: otherwise any key would be forwarded,
 * and each new key would be a new URL past the edge cache.
 */
export function schemaOf(row: BoundRouteDef, location: 'params' | 'query' | 'body'): z.ZodType | undefined {
  return location === 'query' ? (row.query ?? noQuery) : row[location];
}
