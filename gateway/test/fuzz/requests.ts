import fc from 'fast-check';
import type { RouteDef } from '@ela/contracts';
import { anyJson, idLike, NASTY, text, valueFor, type Known } from './values';

/** One malformed request, kept as plain data so a failure can be printed and replayed. */
export interface FuzzRequest {
  method: string;
  url: string;
  token: 'none' | 'garbage' | 'customer' | 'admin';
  garbageToken?: string;
  contentType?: string;
  /** Raw body text, or a multipart form described by its fields and file. */
  body?: string | { fields: [string, string][]; file?: 'empty' | 'garbage' | 'png' };
}

/** The keys a zod object schema names; other schemas name none. */
const keysOf = (schema: unknown): string[] =>
  typeof schema === 'object' && schema !== null && 'shape' in schema
    ? Object.keys((schema as { shape: object }).shape)
    : [];

/** Bytes sent as they are in a URL (RFC 3986's unreserved); every other byte is percent-encoded. */
const UNRESERVED = new Uint8Array(256).map((_, b) =>
  /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b)) ? 1 : 0,
);
const HEX = Buffer.from('0123456789abcdef');

/**
 * Percent-encodes the value's UTF-8 bytes, lone surrogates included (as U+FFFD). Byte by byte into
 * one buffer: values run to 120,000 characters, and a string built per byte made planning a run of
 * 10,000 requests take longer than sending them.
 */
export const encode = (value: string): string => {
  const bytes = Buffer.from(value, 'utf8');
  const out = Buffer.allocUnsafe(bytes.length * 3);
  let at = 0;
  for (const b of bytes) {
    if (UNRESERVED[b]) out[at++] = b;
    else {
      out[at++] = 0x25; // %
      out[at++] = HEX[b >> 4];
      out[at++] = HEX[b & 15];
    }
  }
  return out.toString('latin1', 0, at);
};

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** Node's default limit on a request's head (request line and headers). */
const MAX_HEAD = 16 * 1024;

/** Segments sent as they are: broken escapes, encoded slashes, dots. */
const RAW_SEGMENTS = ['%', '%zz', '%C0%80', '%E2%80%AE', '%FF', '..', '%2F', '%252F', ';', '%00'];

function pathFor(route: RouteDef, known: Known) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const segment = (name: string) =>
    fc.oneof(
      { weight: 6, arbitrary: valueFor(name, known).map((v) => encode(asText(v))) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    );
  return fc
    .tuple(...names.map(segment))
    .map((values) =>
      names.reduce((path, name, i) => path.replace(`{${name}}`, values[i] || '%20'), route.path),
    );
}

function queryFor(route: RouteDef, known: Known) {
  const keys = [...keysOf(route.query), 'x', 'q', 'page', '__proto__', 'constructor'];
  const pair = fc
    .oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: text })
    .chain((key) => valueFor(key, known).map((value) => `${encode(key)}=${encode(asText(value))}`));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 6,
      arbitrary: fc.array(pair, { maxLength: 5 }).map((p) => (p.length ? `?${p.join('&')}` : '')),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('?', '?&&=&', '?%', '?a=%zz', '?page=1&page=2', '?q[]=a', '?q=%00'),
    },
  );
}

function jsonBodyFor(route: RouteDef, known: Known): fc.Arbitrary<unknown> {
  const keys = keysOf(route.body);
  const known_ = fc.record(Object.fromEntries(keys.map((k) => [k, valueFor(k, known)])), {
    requiredKeys: [],
  });
  const extra = fc.dictionary(
    fc.oneof(fc.constantFrom('extra', 'upload', 'id', 'role'), fc.string()),
    anyJson,
    { maxKeys: 2 },
  );
  const object = fc.tuple(known_, fc.option(extra, { freq: 3 })).map(([a, b]) => ({ ...a, ...(b ?? {}) }));
  return fc.oneof(
    { weight: 8, arbitrary: object },
    { weight: 1, arbitrary: fc.array(object, { maxLength: 2 }) },
    { weight: 1, arbitrary: anyJson },
  );
}

const BAD_JSON = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  '{"a":1}{"b":2}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '"\\ud800"',
  `{"name":"${'x'.repeat(2_000_000)}"}`,
];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'text/html',
  '*/*',
  ';;;',
  'application/json-patch+json',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
];

function bodyFor(route: RouteDef, known: Known): fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'body'>> {
  const json = jsonBodyFor(route, known).map((v) => ({
    contentType: 'application/json',
    body: JSON.stringify(v) ?? 'null',
  }));
  const fields = fc.array(
    fc.tuple(
      fc.constantFrom(...keysOf(route.body), 'name', 'file', 'upload', '__proto__'),
      fc.oneof(text, fc.constantFrom(...NASTY), idLike(known)),
    ),
    { maxLength: 4 },
  );
  const multipart = fc
    .tuple(
      fields,
      fc.option(fc.constantFrom('empty' as const, 'garbage' as const, 'png' as const), { freq: 4 }),
    )
    .map(([f, file]) => ({ body: { fields: f, ...(file ? { file } : {}) } }));
  return fc.oneof(
    { weight: route.upload ? 2 : 8, arbitrary: json },
    { weight: route.upload ? 8 : 1, arbitrary: multipart },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...BAD_JSON).map((body) => ({ contentType: 'application/json', body })),
    },
    {
      weight: 1,
      arbitrary: fc.record({ contentType: fc.constantFrom(...OTHER_TYPES), body: json.map((j) => j.body) }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        {},
        { contentType: 'application/json', body: '' },
        { body: 'phone=09120000001' },
      ),
    },
  );
}

const garbageToken = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
  fc.constantFrom(
    'Bearer',
    'Basic YWRtaW46YWRtaW4=',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
    `Bearer ${'a'.repeat(5000)}`,
  ),
);

/** Requests for one row of the route table: its method and path, with everything else malformed at will. */
export function requestsFor(route: RouteDef, known: Known): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.method !== 'GET';
  return fc
    .record({
      path: pathFor(route, known),
      query: queryFor(route, known),
      token: fc.constantFrom('none' as const, 'garbage' as const, 'customer' as const, 'admin' as const),
      garbageToken,
      body: hasBody ? bodyFor(route, known) : fc.constant({}),
    })
    .map(({ path, query, token, garbageToken: garbage, body }) => ({
      method: route.method,
      url: `${path}${query}`,
      token,
      ...(token === 'garbage' ? { garbageToken: garbage } : {}),
      // Node answers a head over 16 KB with 431 and closes the connection unread; a client
      // still sending a body would see a reset instead of the answer, so such requests go bare.
      ...(path.length + query.length > MAX_HEAD ? {} : body),
    }));
}
