import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  MESSAGES,
  carriesClient,
  checkAccess,
  edgeViewCut,
  edgeViewEntry,
  needsCaller,
  parseInput,
  schemaOf,
  type ApiError,
  type Envelope,
  type InputLocation,
  type RedirectAnswer,
  type RouteDef,
} from '@ela/contracts';
import { bearerToken, type ClientStamper } from '@ela/service-kit';
import type { Authenticator } from '../auth/authenticator';
import type { RefreshCookies } from '../auth/refresh-cookie';
import type { NatsBridge } from '../nats/nats-bridge';
import type { EdgeCache } from '../cache/edge-cache';
import { matchesEtag, type AnswerSource, type CachedReply } from '../cache/edge-cache';
import type { EdgeViews } from '../cache/edge-views';
import { pageFromView } from '../cache/view-pages';
import type { MediaStore } from '@ela/media';
import { readUpload } from '../media/read-upload';
import type { UploadMark, UploadsInFlight } from '../media/uploads-in-flight';
import type { RefusedUploads } from '../media/refused-uploads';
import { cacheControl } from './cache-headers';
import { refuseControlCharacters, refuseMediaType } from '../input/input-guard';
import { idempotencyKeyOf } from './idempotency-key';
import { edgeCacheReads } from '../http/gateway-metrics';
import { codingFor, compressible } from '../http/compression';
import type { ReadBudgets } from '../limits/read-budgets';

export interface RouteDeps {
  auth: Authenticator;
  bridge: NatsBridge;
  /** Edge caches by owning service; a route is cached when it is a public read with a max age. */
  caches: Map<string, EdgeCache>;
  /** Where a cached route's misses are answered from first, when its row names an edge view. */
  views?: EdgeViews;
  /**
   * Answers the gateway works out itself from a copy it keeps, by subject: UTF-8 JSON in a buffer of
   * its own, or null for the service to answer. Tried on a miss of the edge cache, before the budget
   * and the service.
   */
  copies?: Map<string, (query: Record<string, unknown>) => Buffer | null>;
  media: MediaStore;
  uploads: UploadsInFlight;
  /** Per-address budgets of public reads (absent: none, as in tests of other parts). */
  budgets?: ReadBudgets;
  /** The refresh token's HttpOnly cookie, on the rows of a session (`RouteDef.session`). */
  refreshCookies: RefreshCookies;
  /** Where the pictures of refused uploads go to be released. */
  refused: RefusedUploads;
  /** Signs the client's address on what is forwarded. */
  stamper: ClientStamper;
}

/** A public read with a max age: answered from the edge cache, compressed once by it (`sendCached`). */
export function cachedAtEdge(route: RouteDef): boolean {
  return route.method === 'GET' && route.access === 'public' && Boolean(route.maxAge);
}

/** One route row turned into a handler: check who calls, validate input, answer from the edge or forward. */
export function routeHandler(route: RouteDef, deps: RouteDeps) {
  const cache = cachedAtEdge(route) ? deps.caches.get(route.service) : undefined;
  const copy = deps.copies?.get(route.subject);

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fail = (error: ApiError) => {
      const retryAfter = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
      if (error.statusCode === 429 && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      if (route.session) deps.refreshCookies.refused(route, reply, error);
      return reply.code(error.statusCode).header('cache-control', 'no-store').send(error);
    };

    // Only answers to valid input are stored, so a fresh entry for this exact URL needs no checks.
    const hit = cache?.peek(request.url, route.maxAge! * 1000);
    if (hit) return sendCached(request, reply, route, cache!, hit, 'hit');
    // What the gateway's own copy answers costs the shop no more than a hit: no budget is spent.
    const copied = copy && cache ? fromCopy(route, request, copy) : null;
    if (copied) return sendCached(request, reply, route, cache!, cache!.worked(request.url, copied), 'copy');
    // Past the edge cache a public read costs the shop work: it spends its address's budget.
    const spent = await deps.budgets?.spend(route, request.query, request.ip, () =>
      deps.auth.resolve(request.headers.authorization),
    );
    if (spent) return fail(spent);

    const caller = needsCaller(route.access) ? await deps.auth.resolve(request.headers.authorization) : null;
    const refused =
      checkAccess(route.access, caller) ??
      refuseMediaType(route, request) ??
      refuseControlCharacters(request.params, request.query);
    if (refused) return fail(refused);

    // Validated here to answer 400s early, but forwarded as sent: the service parses the same
    // schemas again (it trusts no caller), and schemas that transform are not idempotent.
    const raw = {
      params: request.params ?? {},
      query: request.query ?? {},
      body: route.session
        ? deps.refreshCookies.body(route, request, request.body ?? null)
        : (request.body ?? null),
    };
    let params: Record<string, unknown> = {};
    const invalid = (location: InputLocation) => {
      const schema = schemaOf(route, location);
      const parsed = schema ? parseInput(schema, raw[location] ?? {}, location) : undefined;
      if (parsed?.ok && location === 'params') params = parsed.value as Record<string, unknown>;
      return parsed && !parsed.ok ? parsed.error : null;
    };
    // Path and query first: an upload to a malformed address reads and stores nothing.
    const badAddress = invalid('params') ?? invalid('query');
    if (badAddress) return fail(badAddress);
    const idempotency = idempotencyKeyOf(route, request.headers);
    if (!idempotency.ok) return fail(idempotency.error);
    let mark: UploadMark | undefined;
    if (route.upload) {
      const upload = await readUpload(request, route, deps.media, deps.uploads);
      if (!upload.ok) return fail(upload.error);
      raw.body = upload.body;
      mark = upload.mark;
    }
    const badBody = invalid('body');
    if (badBody) {
      if (mark) await refuseUpload(deps, mark);
      return fail(badBody);
    }

    const envelope: Envelope = {
      requestId: request.id,
      // Only a token this gateway has just verified goes on; the service checks it again.
      token: caller ? bearerToken(request.headers.authorization) : null,
      // Signed, for the rows whose handler reads it (per-address limits) and the audit log.
      ...(carriesClient(route) && {
        client: deps.stamper.stamp(request.id, request.ip, request.headers['user-agent'] ?? ''),
      }),
      params: raw.params as Record<string, string>,
      query: raw.query as Record<string, unknown>,
      body: raw.body,
      ...(idempotency.key !== null && { idempotencyKey: idempotency.key }),
    };

    if (cache) {
      const { edgeView } = route;
      const query = raw.query as Record<string, unknown>;
      const entry = edgeView && deps.views ? edgeViewEntry(edgeView, params, query) : null;
      // Another page or order of a kept list, cut from it here.
      const cut = edgeView && deps.views && !entry ? edgeViewCut(edgeView, query) : null;
      const outcome = await cache.read(request.url, route.maxAge! * 1000, async () => {
        const json = entry
          ? await deps.views!.read(edgeView!.view, entry)
          : cut
            ? pageFromView(await deps.views!.read(edgeView!.view, cut.entry), cut)
            : null;
        return json ? { ok: true, json, source: 'view' } : deps.bridge.request(route.subject, envelope);
      });
      if (!outcome.ok) return fail(outcome.error);
      return sendCached(request, reply, route, cache, outcome.reply, outcome.source);
    }

    const result = await deps.bridge.request(route.subject, envelope);
    if (mark && !result.ok && result.error.statusCode < 500) await refuseUpload(deps, mark);
    else if (mark) await deps.uploads.answered(mark, result);
    if (!result.ok) return fail(result.error);
    // The change event reaches every replica soon; this one forgets at once, so whoever just
    // wrote reads their own write on their next request.
    if (route.method !== 'GET') deps.caches.get(route.service)?.invalidate();
    if (route.redirect) return redirect(reply, result.value);
    const answer = route.session ? deps.refreshCookies.answer(route, reply, result.value) : result.value;
    return reply
      .code(route.status ?? 200)
      .header('cache-control', cacheControl(route))
      .send(answer);
  };
}

/** The copy's answer to a valid request with no control characters in it, or null. */
function fromCopy(
  route: RouteDef,
  request: FastifyRequest,
  copy: (query: Record<string, unknown>) => Buffer | null,
): Buffer | null {
  if (refuseControlCharacters(request.params, request.query)) return null;
  const parsed = parseInput(schemaOf(route, 'query')!, request.query ?? {}, 'query');
  return parsed.ok ? copy(parsed.value as Record<string, unknown>) : null;
}

/**
 * The service refused the upload (4xx: nothing was saved), so no owner will ever name its
 * picture; a 5xx may have been a crash after the save, and its mark is left to lapse instead.
 */
async function refuseUpload(deps: RouteDeps, mark: UploadMark): Promise<void> {
  await deps.uploads.answered(mark, null);
  await deps.refused.add(mark.key);
}

/** A redirect row's answer: the browser goes on to the page the service named, by GET. */
function redirect(reply: FastifyReply, answer: unknown) {
  const location = (answer as Partial<RedirectAnswer> | null)?.location;
  if (typeof location !== 'string' || !/^https?:\/\//.test(location))
    return reply
      .code(502)
      .header('cache-control', 'no-store')
      .send({ statusCode: 502, message: MESSAGES.internal, error: ERROR_CODES.internal });
  return reply.code(303).header('cache-control', 'no-store').header('location', location).send();
}

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  route: RouteDef,
  cache: EdgeCache,
  cached: CachedReply,
  source: AnswerSource,
) {
  edgeCacheReads.inc({ outcome: source });
  reply.header('cache-control', cacheControl(route)).header('etag', cached.etag).header('x-cache', source);
  if (compressible(cached.body.length)) reply.header('vary', withAcceptEncoding(reply.getHeader('vary')));
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  reply.code(200).type('application/json; charset=utf-8');
  const coding = codingFor(request.headers['accept-encoding'], cached.body.length);
  if (!coding) return reply.send(cached.body);
  // Sent with its Content-Encoding set, the compression plugin leaves it as it is.
  return reply.header('content-encoding', coding).send(cache.encoded(request.url, cached, coding));
}

function withAcceptEncoding(vary: unknown): string {
  const prior = typeof vary === 'string' ? vary : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(prior)) return prior;
  return prior ? `${prior}, Accept-Encoding` : 'Accept-Encoding';
}
