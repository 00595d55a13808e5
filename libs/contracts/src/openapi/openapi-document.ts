import type { z } from 'zod';
import { REFRESH_COOKIE } from '../auth/tokens';
import { IDEMPOTENCY } from '../idempotency';
import type { RouteDef } from '../route';
import { inputSchema, objectParts, type JsonSchema } from './json-schema';
import { requestBodyOf } from './openapi-request-body';
import { API_ERROR_SCHEMA, responsesOf } from './openapi-responses';
import type { OpenApiOperation, OpenApiParameter } from './openapi-objects';

export { inputSchema, type JsonSchema } from './json-schema';
export type * from './openapi-objects';

const accessText: Record<RouteDef['access'], string> = {
  public: 'Anyone.',
  'optional-user': 'Anyone; a customer token, when sent, identifies the caller.',
  user: 'A logged-in customer, for their own data only.',
  admin: 'Administrators only (401 "Admin Authorization failed" otherwise).',
};

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): OpenApiParameter[] {
  if (!schema) return [];
  const { properties, required } = objectParts(inputSchema(schema));
  return Object.entries(properties).map(([name, prop]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    description: typeof prop.description === 'string' ? prop.description : undefined,
    schema: prop,
  }));
}

const idempotencyKeyHeader: OpenApiParameter = {
  name: IDEMPOTENCY.header,
  in: 'header',
  required: false,
  description:
    `One action's key, ${IDEMPOTENCY.minLength}–${IDEMPOTENCY.maxLength} of A–Z, a–z, 0–9, - and _: ` +
    `sent again with the same request within ${IDEMPOTENCY.keepHours} h, it answers the first answer ` +
    'and changes nothing twice; with another request, a 422.',
  schema: { type: 'string', pattern: `^[A-Za-z0-9_-]{${IDEMPOTENCY.minLength},${IDEMPOTENCY.maxLength}}$` },
};

const refreshCookie: OpenApiParameter = {
  name: REFRESH_COOKIE,
  in: 'cookie',
  required: false,
  description: 'The refresh token the login set, used when the body names none (browsers send `{}`)',
  schema: { type: 'string' },
};

/** The id generators use for a row's operation: its method and path in camel case. */
function operationId(route: RouteDef): string {
  const words = route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string = '') => c.toUpperCase());
  return `${route.method.toLowerCase()}${words}`;
}

function operation(route: RouteDef): OpenApiOperation {
  const body = requestBodyOf(route);
  return {
    summary: route.summary,
    description: `Who may call: ${accessText[route.access]}`,
    tags: [route.service],
    operationId: operationId(route),
    ...(route.access === 'user' || route.access === 'admin' ? { security: [{ bearer: [] }] } : {}),
    parameters: [
      ...parameters(route.params, 'path'),
      ...parameters(route.query, 'query'),
      ...(route.idempotencyKey ? [idempotencyKeyHeader] : []),
      ...(route.session && route.session.step !== 'start' ? [refreshCookie] : []),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: responsesOf(route),
  };
}

/**
 * The OpenAPI 3.1 description of the whole API, generated from the route table: the gateway
 * serves it at /docs/openapi.json, and the tools write it for client generators.
 */
export function buildOpenApi(routes: readonly RouteDef[], serverUrl?: string) {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ela shop API',
      version: '1.0.0',
      description: 'Every public path of the shop. Money is in whole Rials; ids are UUIDs.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      schemas: { ApiError: API_ERROR_SCHEMA satisfies JsonSchema },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
