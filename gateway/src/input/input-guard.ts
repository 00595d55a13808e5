import type { FastifyRequest } from 'fastify';
// For the types of `request.isMultipart()`, which the plugin adds.
import type {} from '@fastify/multipart';
import { ERROR_CODES, MESSAGES, type ApiError, type RouteDef } from '@ela/contracts';

/** The answer to any body that is not JSON (or, on upload routes, not multipart). */
export const UNSUPPORTED_MEDIA_TYPE: ApiError = {
  statusCode: 415,
  message: MESSAGES.unsupportedMediaType,
  error: ERROR_CODES.unsupportedMediaType,
};

const FORM_MEDIA_TYPE: ApiError = {
  statusCode: 415,
  message: MESSAGES.formMediaType,
  error: ERROR_CODES.unsupportedMediaType,
};

/** The one body type a form row takes (a bank posting the customer back). */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * Multipart is read only on upload rows, form-encoded bodies only on form rows, which take
 * nothing else. A plain HTML form on another site can post multipart, form-encoded or text
 * bodies without a preflight, but never JSON; the gateway parses nothing but JSON, and these two
 * where a row says so.
 */
export function refuseMediaType(route: RouteDef, request: FastifyRequest): ApiError | null {
  if (route.form) {
    const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
    return type !== undefined && type !== FORM_CONTENT_TYPE ? FORM_MEDIA_TYPE : null;
  }
  return !route.upload && request.isMultipart() ? UNSUPPORTED_MEDIA_TYPE : null;
}

const CONTROL = /\p{Cc}/u;

/**
 * Path and query values with control characters (NUL above all, which PostgreSQL cannot
 * store) are refused before anything is forwarded, also on rows whose schema forgot a field.
 */
export function refuseControlCharacters(...parts: unknown[]): ApiError | null {
  return parts.some(hasControl)
    ? { statusCode: 400, message: MESSAGES.controlCharacters, error: ERROR_CODES.validation }
    : null;
}

function hasControl(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (Array.isArray(value)) return value.some(hasControl);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => CONTROL.test(key) || hasControl(item));
  return false;
}

/**
 * A request may name its host once (RFC 9112, section 3.2). Node keeps the first of two `Host`
 * headers, while a proxy in front may have routed by the second: refused rather than guessed.
 */
export function refuseRepeatedHost(rawHeaders: readonly string[]): ApiError | null {
  let hosts = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].toLowerCase() === 'host') hosts++;
  return hosts > 1
    ? { statusCode: 400, message: MESSAGES.repeatedHost, error: ERROR_CODES.validation }
    : null;
}
