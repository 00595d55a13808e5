import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve, sep } from 'node:path';
import { compress, encodingFor, type Encoding } from './compression.js';
import { contentTypeOf, isCompressible, isContentHashed } from './content-types.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Source maps (and any compressed copy of one) stay on the server: the builds keep them for reading
 * stack traces and measuring bundles, but they would hand out the source to anyone who asked.
 */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  /** Compressed once, on first request, and kept while the file is unchanged. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export interface SendFileOptions {
  status?: number;
  headers?: Record<string, string>;
}

/** Serves the files under `root`; knows content types, caching, brotli and gzip, and never leaves `root`. */
export class StaticFiles {
  private readonly root: string;
  private readonly cache = new Map<string, CachedFile>();

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The absolute path of a URL path inside the root, or null when it would escape it. */
  resolvePath(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const file = resolve(this.root, `.${decoded}`);
    return file === this.root || file.startsWith(this.root + sep) ? file : null;
  }

  /**
   * Sends the file for a URL path; resolves false (sending nothing) when there is no such file, or
   * when it is a source map, which is never served.
   */
  async tryServe(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<boolean> {
    const file = this.resolvePath(urlPath);
    if (!file || SOURCE_MAP.test(file)) return false;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return false;
    await this.send(req, res, file, { status: 200 });
    return true;
  }

  /** Sends one file of the root with the given status (an index.html answering a 404, say). */
  async send(req: IncomingMessage, res: ServerResponse, file: string, options: SendFileOptions = {}) {
    const cached = await this.load(file);
    const type = contentTypeOf(file);
    const etag = `W/"${cached.body.length.toString(16)}-${Math.floor(cached.mtimeMs).toString(16)}"`;
    const status = options.status ?? 200;
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'Cache-Control': isContentHashed(file) ? IMMUTABLE : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ETag: etag,
      Vary: 'Accept-Encoding',
      ...options.headers,
    };
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let body = cached.body;
    const encoding = isCompressible(type) ? encodingFor(req) : null;
    if (encoding) {
      // The build's own compressed copy when there is one (file.js.br), else compressed once here.
      cached.encoded[encoding] ??= readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() =>
        compress(cached.body, encoding, 'max'),
      );
      body = await cached.encoded[encoding];
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** A file's bytes, read once and kept while it is unchanged on disk. */
  async read(file: string): Promise<Buffer> {
    return (await this.load(file)).body;
  }

  private async load(file: string): Promise<CachedFile> {
    const { mtimeMs } = await stat(file);
    const hit = this.cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit;
    const fresh: CachedFile = { mtimeMs, body: await readFile(file), encoded: {} };
    this.cache.set(file, fresh);
    return fresh;
  }
}
