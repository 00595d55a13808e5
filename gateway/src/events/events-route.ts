import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ANALYTICS_LIMITS,
  ERROR_CODES,
  MESSAGES,
  checkAccess,
  parseInput,
  schemaOf,
  type AnalyticsEvent,
  type ApiError,
  type Caller,
  type IngestAccepted,
  type RouteDef,
} from '@ela/contracts';
import type { Logger } from '@ela/service-kit';
import type { Authenticator } from '../auth/authenticator';
import { toFastifyPath } from '../routes/fastify-path';
import { refuseControlCharacters, refuseMediaType } from '../input/input-guard';
import { checkEventBatch } from './event-intake';
import type { EventLimits } from './event-limits';
import type { EventsQueue } from './events-queue';

export interface EventRouteDeps {
  auth: Authenticator;
  queue: EventsQueue;
  limits: EventLimits;
  logger: Logger;
}

/** The browser cuts its batches to this many bytes (`firstBatchLength`); a body beyond it is a 413. */
const BODY_LIMIT = ANALYTICS_LIMITS.maxBatchBytes;

const unavailable: ApiError = {
  statusCode: 503,
  message: MESSAGES.unavailable,
  error: ERROR_CODES.unavailable,
};
const unauthorized: ApiError = {
  statusCode: 401,
  message: MESSAGES.unauthorized,
  error: ERROR_CODES.unauthorized,
};

/**
 * Rows with a `queue` (POST /api/events) in a scope of their own: besides JSON they read
 * text/plain as JSON, because `navigator.sendBeacon` can send only that across origins without a
 * preflight. Elsewhere text/plain stays refused; here it costs nothing, as these rows take no
 * cookie and a beacon carries no token, so a post from another site can only add anonymous events.
 */
export function registerEventRoutes(
  app: FastifyInstance,
  routes: readonly RouteDef[],
  deps: EventRouteDeps,
): void {
  // Not awaited: the scope loads with the rest when the app starts, after Nest has put its error
  // handling in place (awaiting here would boot Fastify's plugins before that).
  void app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, text, done) => {
      try {
        done(null, JSON.parse(text as string));
      } catch {
        done(Object.assign(new Error('بدنهٔ درخواست JSON معتبر نیست'), { statusCode: 400 }), undefined);
      }
    });
    for (const route of routes) {
      scope.route({
        method: route.method,
        url: toFastifyPath(route.path),
        bodyLimit: BODY_LIMIT,
        handler: eventsHandler(route, deps),
      });
    }
  });
}

/** Whose budget a batch comes out of: the customer's, or the browser's (its anonymous id). */
function clientKey(caller: Caller | null, events: readonly AnalyticsEvent[]): string {
  return caller?.role === 'user' ? `user:${caller.id}` : `anon:${events[0].client.anonId}`;
}

/** Checks who sends, the budgets and every event, then answers 202 once Redis holds the batch. */
function eventsHandler(route: RouteDef, deps: EventRouteDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fail = (error: ApiError) => {
      const retryAfter = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.code(error.statusCode).header('cache-control', 'no-store').send(error);
    };
    const authorization = request.headers.authorization;
    const caller = authorization ? await deps.auth.resolve(authorization) : null;
    // A token that does not verify is a 401, so the shop refreshes it rather than the events
    // quietly losing who sent them.
    if (authorization && !caller) return fail(unauthorized);
    const refused =
      checkAccess(route.access, caller) ??
      refuseMediaType(route, request) ??
      refuseControlCharacters(request.params, request.query);
    if (refused) return fail(refused);
    const query = parseInput(schemaOf(route, 'query')!, request.query ?? {}, 'query');
    if (!query.ok) return fail(query.error);

    try {
      const intake = checkEventBatch(request.body, caller, Date.now());
      // Both budgets in one round trip to Redis; a refused batch still costs its address one point,
      // so a flood of bad batches is stopped too.
      const [flooded, runaway] = await Promise.all([
        deps.limits.forAddress(request.ip, intake.ok ? intake.events.length : 1),
        intake.ok ? deps.limits.forClient(clientKey(caller, intake.events), intake.events.length) : null,
      ]);
      if (flooded) return fail(flooded);
      if (!intake.ok) return fail(intake.error);
      if (runaway) return fail(runaway);
      await deps.queue.add(intake.events, new Date());
      const answer: IngestAccepted = { accepted: intake.events.length };
      return reply
        .code(route.status ?? 202)
        .header('cache-control', 'no-store')
        .send(answer);
    } catch (error) {
      deps.logger.warn({ err: error, requestId: request.id }, 'analytics queue unavailable');
      return fail(unavailable);
    }
  };
}
