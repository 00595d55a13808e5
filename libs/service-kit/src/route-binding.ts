import { applyDecorators, Injectable, SetMetadata } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { from, switchMap, type Observable } from 'rxjs';
import type { z } from 'zod';
import {
  carriesClient,
  checkAccess,
  needsCaller,
  readIdempotencyKey,
  routeOf,
  schemaOf,
  type Caller,
  type ClientInfo,
  type BoundRouteDef,
  type RouteSubject,
  type RowOf,
} from '@ela/contracts';
import { input } from './envelope-input';
import { ServiceError } from './service-error';

/** Verifies an access token and names its caller; null for anything not valid now. */
export interface CallerVerifier {
  verify(token: string): Promise<Caller | null>;
  /** The envelope's client when the gateway's stamp on it holds for this request; else null. */
  client(value: unknown, requestId: unknown): ClientInfo | null;
}

/**
 * Wraps a bound handler's run once its request is checked and parsed: the audit log records
 * admin writes through it (`audit/audit.hook.ts`). Services without one run handlers as they are.
 */
export interface RouteAudit {
  around(
    row: BoundRouteDef,
    request: RouteRequest<RouteSubject, BoundRouteDef>,
    handle: () => Observable<unknown>,
  ): Observable<unknown>;
}

const ROUTE_ROW = 'ela:route-row';

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type CallerFor<A> = A extends 'user' | 'admin' ? Caller : Caller | null;

/** What a bound handler receives: the row's own input, parsed, and the caller the token names. */
export interface RouteRequest<S extends RouteSubject, R extends BoundRouteDef = RowOf<S>> {
  requestId: string;
  caller: CallerFor<R['access']>;
  /**
   * The verified token the caller's role came from (null when none was needed), for a service
   * that asks another service on the caller's behalf: the other service verifies it itself.
   */
  token: string | null;
  client: ClientInfo | null;
  /**
   * The client's `Idempotency-Key` on a row that takes one, else null; hand it to
   * `Idempotency.once` with the work it guards.
   */
  idempotencyKey: string | null;
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
}

/**
 * Binds a handler to the route row of its subject: before it runs, the service verifies the
 * token in the envelope, applies the row's access and parses params, query and body with the
 * row's own schemas. No handler declares a looser copy, and no NATS client is trusted.
 */
export function Handles(subject: RouteSubject): MethodDecorator {
  return applyDecorators(MessagePattern(subject), SetMetadata(ROUTE_ROW, routeOf(subject)));
}

/** The row a handler is bound to, if it is bound to one. */
export function boundRow(handler: object): BoundRouteDef | undefined {
  return Reflect.getMetadata(ROUTE_ROW, handler) as BoundRouteDef | undefined;
}

/** Runs for every handler; handlers bound with `@Handles` get their envelope checked and parsed. */
@Injectable()
export class RouteBindingInterceptor implements NestInterceptor {
  constructor(
    private readonly verifier: CallerVerifier,
    private readonly audit?: RouteAudit,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const row = boundRow(context.getHandler());
    if (!row) return next.handle();
    const data: unknown = context.switchToRpc().getData();
    return from(this.bind(row, data)).pipe(
      switchMap(() =>
        this.audit
          ? this.audit.around(row, data as RouteRequest<RouteSubject, BoundRouteDef>, () => next.handle())
          : next.handle(),
      ),
    );
  }

  /** Replaces the raw envelope's parts in place with what the row allows. */
  private async bind(row: BoundRouteDef, data: unknown): Promise<void> {
    if (typeof data !== 'object' || data === null) throw ServiceError.badRequest('پیام معتبر نیست');
    const envelope = data as Record<string, unknown>;
    const token = typeof envelope.token === 'string' ? envelope.token : null;
    const caller = needsCaller(row.access) && token ? await this.verifier.verify(token) : null;
    const refused = checkAccess(row.access, caller);
    if (refused) throw new ServiceError(refused);
    const request: Omit<RouteRequest<RouteSubject, BoundRouteDef>, 'requestId' | 'client'> = {
      caller,
      token: caller ? token : null,
      idempotencyKey: idempotencyKeyOf(row, envelope.idempotencyKey),
      params: parsed(row, 'params', envelope.params),
      query: parsed(row, 'query', envelope.query),
      body: parsed(row, 'body', envelope.body),
    };
    Object.assign(envelope, request);
    this.verifyClientOnRead(envelope, row);
  }

  /**
   * The stamp's signature is checked when a handler first reads `client`, then kept: most
   * handlers never read it, and an Ed25519 check on every request was a visible share of a
   * service's CPU under load. Before that read, nothing of the raw envelope's client shows. On a
   * row the gateway stamps nothing on (`carriesClient`), reading it is a mistake in the handler,
   * which would otherwise see no address and limit nobody: it throws (and is left out of copies).
   */
  private verifyClientOnRead(envelope: Record<string, unknown>, row: BoundRouteDef): void {
    const raw = envelope.client;
    const carried = carriesClient(row);
    let client: ClientInfo | null = null;
    let checked = false;
    Object.defineProperty(envelope, 'client', {
      enumerable: carried,
      configurable: true,
      get: () => {
        if (!carried)
          throw new Error(`${row.subject} reads the client, which its row does not carry (client: true)`);
        if (!checked) [client, checked] = [this.verifier.client(raw, envelope.requestId), true];
        return client;
      },
    });
  }
}

function parsed(row: BoundRouteDef, location: 'params' | 'query' | 'body', value: unknown): unknown {
  const schema = schemaOf(row, location);
  return schema ? input(schema, value, location) : {};
}

/** Checked again here: any NATS client could have written the envelope. */
function idempotencyKeyOf(row: BoundRouteDef, value: unknown): string | null {
  if (!('idempotencyKey' in row) || !row.idempotencyKey) return null;
  const reading = readIdempotencyKey(value);
  if (!reading.ok) throw new ServiceError(reading.error);
  return reading.key;
}
