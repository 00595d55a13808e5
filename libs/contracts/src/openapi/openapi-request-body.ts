import { MAX_UPLOAD_BYTES, UPLOAD_FORMATS } from '../catalog/image-files';
import type { RouteDef } from '../route';
import { inputSchema, objectParts, withRequired, type JsonSchema } from './json-schema';
import type { OpenApiRequestBody } from './openapi-objects';

/** The body types the gateway reads, by the kind of row (see `refuseMediaType`). */
export const BODY_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  /** `navigator.sendBeacon` can send only text across origins without a preflight. */
  beacon: 'text/plain',
} as const;

const MEGABYTE = 1024 * 1024;

/** The image part of an upload row's form. */
const filePart: JsonSchema = {
  type: 'string',
  format: 'binary',
  description:
    `The image: ${UPLOAD_FORMATS.map((f) => f.toUpperCase()).join(', ')}, told by its bytes whatever ` +
    `its name or type says; at most ${MAX_UPLOAD_BYTES / MEGABYTE} MB.`,
};

/**
 * An upload row's form: the row's body without `upload` (which the gateway sets after storing the
 * image), and the image in the part `file`. Text fields carry numbers as text.
 */
function uploadForm(body: JsonSchema, upload: NonNullable<RouteDef['upload']>): JsonSchema {
  const { properties, required } = objectParts(body);
  const { upload: _setByGateway, ...fields } = properties;
  return withRequired({ ...body, properties: { ...fields, file: filePart } }, [
    ...required.filter((name) => name !== 'upload'),
    ...(upload === 'required' ? ['file'] : []),
  ]);
}

/**
 * On the rows that renew or end a session the gateway takes the refresh token from its cookie
 * when the body names none (`RefreshCookies.body`), so a browser sends `{}`.
 */
function refreshTokenFromCookie(route: RouteDef, body: JsonSchema): JsonSchema {
  if (!route.session || route.session.step === 'start') return body;
  return withRequired(
    body,
    objectParts(body).required.filter((name) => name !== 'refreshToken'),
  );
}

/** Whether a body must be sent: the gateway checks a missing one as `{}`. */
function needsBody(schema: JsonSchema): boolean {
  return schema.type !== 'object' || objectParts(schema).required.length > 0;
}

/** The OpenAPI request body of a row, in the one or two types the gateway reads for it. */
export function requestBodyOf(route: RouteDef): OpenApiRequestBody | undefined {
  if (!route.body) return undefined;
  const body = inputSchema(route.body);
  // The gateway refuses anything but multipart on these rows, even without a file.
  if (route.upload)
    return {
      required: true,
      content: { [BODY_TYPES.multipart]: { schema: uploadForm(body, route.upload) } },
    };
  const schema = refreshTokenFromCookie(route, body);
  const types = route.form
    ? [BODY_TYPES.form]
    : route.queue
      ? [BODY_TYPES.json, BODY_TYPES.beacon]
      : [BODY_TYPES.json];
  return {
    required: needsBody(schema),
    content: Object.fromEntries(types.map((type) => [type, { schema }])),
  };
}
