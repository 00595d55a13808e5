import { z } from 'zod';
import { IDEMPOTENCY, type RouteDef } from '@ela/contracts';

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: 'object',
  required: ['statusCode', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string', description: 'Shown to people as is (Persian for customers)' },
    error: { type: 'string', description: 'Stable machine code' },
    details: { description: 'Per-field problems for validation errors' },
  },
};

const accessText: Record<RouteDef['access'], string> = {
  public: 'Anyone.',
  'optional-user': 'Anyone; a customer token, when sent, identifies the caller.',
  user: 'A logged-in customer, for their own data only.',
  admin: 'Administrators only (401 "Admin Authorization failed" otherwise).',
};

function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, prop]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    description: prop.description,
    schema: prop,
  }));
}

const idempotencyKeyHeader = {
  name: IDEMPOTENCY.header,
  in: 'header',
  required: false,
  description:
    `One action's key, ${IDEMPOTENCY.minLength}–${IDEMPOTENCY.maxLength} of A–Z, a–z, 0–9, - and _: ` +
    `sent again with the same request within ${IDEMPOTENCY.keepHours} h, it answers the first answer ` +
    'and changes nothing twice; with another request, a 422.',
  schema: { type: 'string', pattern: `^[A-Za-z0-9_-]{${IDEMPOTENCY.minLength},${IDEMPOTENCY.maxLength}}$` },
};

function operation(route: RouteDef) {
  const status = String(route.status ?? 200);
  const errors = (codes: string[]) =>
    Object.fromEntries(
      codes.map((code) => [
        code,
        {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      ]),
    );
  return {
    summary: route.summary,
    description: `Who may call: ${accessText[route.access]}`,
    tags: [route.service],
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string = '') => c.toUpperCase())}`,
    ...(route.access === 'user' || route.access === 'admin' ? { security: [{ bearer: [] }] } : {}),
    parameters: [
      ...parameters(route.params, 'path'),
      ...parameters(route.query, 'query'),
      ...(route.idempotencyKey ? [idempotencyKeyHeader] : []),
    ],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.form ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: jsonSchema(route.body),
              },
            },
          },
        }
      : {}),
    responses: {
      [status]: route.redirect
        ? {
            description: 'See Other: the browser goes on to the page in Location',
            headers: { Location: { schema: { type: 'string' } } },
          }
        : { description: 'Success' },
      ...errors(['400', '401', '404', ...(route.idempotencyKey ? ['422'] : []), '503', '504']),
    },
  };
}

/** The OpenAPI 3.1 description of the whole API, generated from the route table. */
export function buildOpenApi(routes: readonly RouteDef[], serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
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
      schemas: { ApiError: errorSchema },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
