import { readBudgetOf } from '../read-budgets';
import type { RouteDef } from '../route';
import type { JsonSchema } from './json-schema';
import type { OpenApiResponse } from './openapi-objects';

/** The one error shape of the API (`ApiError`). */
export const API_ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['statusCode', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string', description: 'Shown to people as is (Persian for customers)' },
    error: { type: 'string', description: 'Stable machine code' },
    details: { description: 'Per-field problems for validation errors' },
  },
};

/**
 * The rows answer JSON whose shape the route table does not describe yet (its rows carry no
 * answer schema): the document says it is JSON, and nothing more.
 */
const anyJson = { 'application/json': { schema: {} } };

const successText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: queued, written soon after',
  204: 'No Content',
};

function success(route: RouteDef): Record<string, OpenApiResponse> {
  const status = route.status ?? 200;
  if (route.redirect)
    return {
      [status]: {
        description: 'See Other: the browser goes on to the page in Location',
        headers: { Location: { required: true, schema: { type: 'string', format: 'uri' } } },
      },
    };
  const cookie = route.session
    ? {
        headers: {
          'Set-Cookie': {
            required: true,
            description:
              route.session.step === 'end'
                ? 'Clears the HttpOnly refresh cookie'
                : 'The refresh token, in an HttpOnly cookie sent only to the refresh path (it is left out of the JSON)',
            schema: { type: 'string' },
          },
        },
      }
    : {};
  const cached = route.method === 'GET' && route.access === 'public' && route.maxAge;
  return {
    [status]: {
      description: successText[status] ?? 'Success',
      ...cookie,
      // The gateway keeps an edge cache for some services only (its `main.ts`): there, an ETag.
      ...(cached
        ? {
            headers: {
              ETag: {
                required: false,
                description: 'When the gateway’s edge cache answers; send it back in If-None-Match',
                schema: { type: 'string' },
              },
            },
          }
        : {}),
      content: anyJson,
    },
    ...(cached ? { 304: { description: 'Not Modified: the ETag sent in If-None-Match still holds' } } : {}),
  };
}

/** Every error answer a row can give, and why. */
function errorStatuses(route: RouteDef): [number, string][] {
  const statuses: [number, string][] = [
    [400, 'Bad Request: a path, query, header or body that fails its schema (`details` names the fields)'],
    [401, 'Unauthorized: no valid token where one is needed, or a refresh token that is dead'],
    [404, 'Not Found: nothing has that id, or no such path'],
  ];
  if (route.method !== 'GET') statuses.push([409, 'Conflict: the change clashes with what is stored']);
  if (route.body) {
    statuses.push([413, 'Content Too Large: the body (or the image) is bigger than allowed']);
    const wanted = route.upload
      ? 'multipart/form-data, the image in `file`'
      : route.form
        ? 'application/x-www-form-urlencoded'
        : 'JSON';
    statuses.push([415, `Unsupported Media Type: the body must be ${wanted}`]);
  }
  if (route.idempotencyKey)
    statuses.push([422, 'Unprocessable: the Idempotency-Key was used before with another request']);
  if (route.queue || readBudgetOf(route, {}))
    statuses.push([
      429,
      'Too Many Requests: the address has spent its budget; Retry-After says when to try again',
    ]);
  if (route.redirect) statuses.push([502, 'Bad Gateway: the service named no page to go on to']);
  statuses.push(
    [503, 'Service Unavailable: the service behind this path cannot be reached'],
    [504, 'Gateway Timeout: the service did not answer in time'],
  );
  return statuses;
}

/**
 * The answers of a row: its success (with the cookie, ETag or Location it comes with) and every
 * error the gateway or the service gives, each an `ApiError` whose `statusCode` is the status.
 */
export function responsesOf(route: RouteDef): Record<string, OpenApiResponse> {
  const errors = Object.fromEntries(
    errorStatuses(route).map(([status, description]) => [
      String(status),
      {
        description,
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/ApiError' },
                { type: 'object', properties: { statusCode: { const: status } } },
              ],
            },
          },
        },
      },
    ]),
  );
  return { ...success(route), ...errors };
}
