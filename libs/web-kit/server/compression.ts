import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Whether the client lists a coding in Accept-Encoding without refusing it (`;q=0`). */
function accepts(header: string, coding: string): boolean {
  return header
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .some(([name, ...params]) => name === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)));
}

/** The best coding the request accepts: brotli (about a fifth smaller than gzip for JS), else gzip. */
export function encodingFor(req: IncomingMessage): Encoding | null {
  const header = String(req.headers['accept-encoding'] ?? '');
  if (accepts(header, 'br')) return 'br';
  if (accepts(header, 'gzip')) return 'gzip';
  return null;
}

/**
 * Compresses a body. `effort` is 'max' for files compressed once and kept (brotli quality 11)
 * and 'fast' for answers made per request (quality 5 keeps a page's HTML under a millisecond).
 */
export function compress(body: Buffer, encoding: Encoding, effort: 'max' | 'fast'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: effort === 'max' ? 9 : 6 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
