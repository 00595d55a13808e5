/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { remoteSiteFromEnv, remoteSiteHandler } from './remote-server';
import { guarded } from './run-server';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'remote-site-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(join(root, 'remoteEntry.js'), 'var shop = {};');
  writeFileSync(join(root, 'remoteEntry.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(root, 'main.0123abcd.js.map.gz'), 'compressed map');
  writeFileSync(join(root, 'main.0123abcd.js'), 'console.log("main");'.repeat(50));
  // The build's own brotli copy, which is sent as it is.
  writeFileSync(join(root, 'main.0123abcd.js.br'), brotliCompressSync('console.log("built");'));
  writeFileSync(join(root, 'assets', 'font.89abcdef.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(join(tmpdir(), 'secret.txt'), 'secret');
  const handler = remoteSiteHandler({ root, name: 'shop', apiBaseUrl: 'http://api.test' });
  server = createServer((req, res) => void guarded(handler)(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
});

describe('remote site server', () => {
  it('serves files with content types, CORS and cache rules', async () => {
    const hashed = await fetch(`${base}/main.0123abcd.js`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(hashed.headers.get('access-control-allow-origin')).toBe('*');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await fetch(`${base}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const font = await fetch(`${base}/assets/font.89abcdef.woff2`);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('content-encoding')).toBeNull();
  });

  it('gzips text for clients that accept it', async () => {
    const response = await new Promise<{ encoding?: string; body: Buffer }>((done) => {
      const req = get(
        `${base}/main.0123abcd.js`,
        { headers: { 'accept-encoding': 'gzip' } },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        },
      );
      req.end();
    });
    expect(response.encoding).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toContain('console.log("main")');
  });

  it("sends the build's brotli copy to clients that accept brotli", async () => {
    const response = await new Promise<{ encoding?: string; body: Buffer }>((done) => {
      get(
        `${base}/main.0123abcd.js`,
        { headers: { 'accept-encoding': 'gzip, br' } },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        },
      );
    });
    expect(response.encoding).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe('console.log("built");');
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await fetch(`${base}/remoteEntry.js`);
    const again = await fetch(`${base}/remoteEntry.js`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers health, runtime config, and 404 for unknown or escaping paths', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok', service: 'shop' });
    expect(await (await fetch(`${base}/mf-config.json`)).json()).toEqual({
      apiBaseUrl: 'http://api.test',
      remotes: {},
    });
    expect((await fetch(`${base}/nope.js`)).status).toBe(404);
    expect((await fetch(`${base}/%2e%2e/secret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(404);
    expect((await fetch(`${base}/`)).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('never sends a source map, nor a compressed copy of one', async () => {
    for (const path of ['/remoteEntry.js.map', '/main.0123abcd.js.map.gz', '/REMOTEENTRY.JS.MAP']) {
      const response = await fetch(`${base}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).toBe('Not Found');
    }
  });

  it('lets the shell load its files from another origin, but never in a frame', async () => {
    for (const path of ['/remoteEntry.js', '/', '/nope.js']) {
      const { headers } = await fetch(`${base}${path}`);
      expect({
        path,
        cors: headers.get('access-control-allow-origin'),
        corp: headers.get('cross-origin-resource-policy'),
        frame: headers.get('x-frame-options'),
        sniff: headers.get('x-content-type-options'),
        referrer: headers.get('referrer-policy'),
      }).toEqual({
        path,
        cors: '*',
        corp: 'cross-origin',
        frame: 'DENY',
        sniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
      });
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
    // Its standalone page runs only its own files and talks to itself and the API.
    const policy = (await fetch(`${base}/`)).headers.get('content-security-policy');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self' http://api.test;");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('tells browsers to keep to HTTPS when the proxy in front says the request came over TLS', async () => {
    const response = await fetch(`${base}/remoteEntry.js`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${base}/remoteEntry.js`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('takes its port and API base from the environment, as its dev server does too', () => {
    expect(remoteSiteFromEnv('shop', 3001, root, {}).port).toBe(3001);
    expect(remoteSiteFromEnv('shop', 3001, root, { PORT: '18001' }).port).toBe(18001);
    expect(() => remoteSiteFromEnv('shop', 3001, root, { API_BASE_URL: 'api' })).toThrow('API_BASE_URL');
  });
});
