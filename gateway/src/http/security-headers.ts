import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What every answer of the API carries, errors and 404s included: JSON and pictures, which
 * the shop's pages load from another origin, never a document. Helmet's other defaults
 * (opener policy, agent clusters, DNS prefetch, IE's download and XSS switches) only act on
 * documents; sent on every answer they were most of the headers' bytes, and checking and
 * writing them a visible share of the gateway's time on a cached answer.
 */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The API's one page (`/docs`): a document with its own inline styles. */
const DOCUMENT_OPTIONS: Readonly<HelmetOptions> = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"] },
  },
};

/**
 * helmet's headers for these options, worked out once. They depend on nothing in the request
 * (no nonces), and the Fastify plugin would build helmet's middleware again, CSP parsing included,
 * for every request.
 */
export function documentHeaders(options: Readonly<HelmetOptions> = DOCUMENT_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** Every answer of the gateway carries the API's security headers, errors and 404s included. */
export function addSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(API_ANSWER_HEADERS);
    done();
  });
}
