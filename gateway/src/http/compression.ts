import compress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The codings the gateway answers in, in its order of preference. */
export type ContentCoding = 'br' | 'gzip';
const CODINGS: ContentCoding[] = ['br', 'gzip'];
/** Answers under a kilobyte go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;
/** Brotli's quality 4 keeps the cost of compressing small. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Answers are compressed for browsers that accept it, brotli first: a product listing's JSON shrinks
 * to about a sixth, which matters more on a slow phone link than the fraction of a millisecond it
 * costs here. Pictures (already compressed) and answers under a kilobyte are sent as they are. The
 * edge cache compresses a cached answer once and keeps it (`EdgeCache.encoded`); this plugin
 * compresses the rest as they are sent.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    encodings: CODINGS,
    threshold: THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
  });
}

/** The coding to send a body of `bytes` in to a client that sent this Accept-Encoding; null for none. */
export function codingFor(acceptEncoding: string | undefined, bytes: number): ContentCoding | null {
  if (!acceptEncoding || !compressible(bytes)) return null;
  return negotiate(acceptEncoding.toLowerCase(), CODINGS);
}

/** Whether a body of this size is ever sent compressed, so its answer varies on Accept-Encoding. */
export function compressible(bytes: number): boolean {
  return bytes >= THRESHOLD_BYTES;
}

export function compressed(body: Buffer, coding: ContentCoding): Buffer {
  return coding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}
