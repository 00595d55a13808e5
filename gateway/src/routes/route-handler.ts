import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseInput, type ApiError, type Envelope, type RouteDef } from '@ela/contracts';
import type { Authenticator } from '../auth/authenticator';
import { checkAccess, needsCaller } from '../auth/access';
import type { NatsBridge } from '../nats/nats-bridge';
import { cacheControl } from './cache-headers';

/** One route row turned into a handler: check who calls, validate input, forward, answer. */
export function routeHandler(route: RouteDef, auth: Authenticator, bridge: NatsBridge) {
  const parts = [
    ['params', route.params],
    ['query', route.query],
    ['body', route.body],
  ] as const;

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fail = (error: ApiError) => {
      const retryAfter = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
      if (error.statusCode === 429 && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      return reply.code(error.statusCode).header('cache-control', 'no-store').send(error);
    };

    const caller = needsCaller(route.access) ? await auth.resolve(request.headers.authorization) : null;
    const refused = checkAccess(route.access, caller);
    if (refused) return fail(refused);

    const raw = { params: request.params, query: request.query, body: request.body };
    const input: Record<string, unknown> = { params: {}, query: {}, body: null };
    for (const [location, schema] of parts) {
      if (!schema) continue;
      const parsed = parseInput(schema, raw[location] ?? {}, location);
      if (!parsed.ok) return fail(parsed.error);
      input[location] = parsed.value;
    }

    const envelope: Envelope = {
      requestId: request.id,
      caller,
      client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      params: input.params as Record<string, string>,
      query: input.query as Record<string, unknown>,
      body: input.body,
    };
    const result = await bridge.request(route.subject, envelope);
    if (!result.ok) return fail(result.error);
    return reply
      .code(route.status ?? 200)
      .header('cache-control', cacheControl(route))
      .send(result.value);
  };
}
