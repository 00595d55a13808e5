import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type of a file by its extension. */
export function contentTypeOf(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Text worth compressing; fonts and images are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/json|image\/svg)/.test(contentType);
}

/** Build outputs named with a content hash (`main.1a2b3c4d.js`) never change and can be cached for good. */
export function isContentHashed(file: string): boolean {
  return /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(file);
}
