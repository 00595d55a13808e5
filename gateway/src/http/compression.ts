import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { constants } from 'node:zlib';

/**
 * Answers are compressed for browsers that accept it, brotli first: a product listing's JSON shrinks
 * to about a sixth, which matters more on a slow phone link than the fraction of a millisecond it
 * costs here. Quality 4 keeps that cost small; pictures (already compressed) and answers under a
 * kilobyte are sent as they are.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
