/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { guarded } from '@ela/web-kit/server-dist/index.js';
import { loadConfig } from './config';
import { shellHandler } from './shell-handler';

const INDEX = '<!doctype html><html dir="rtl" lang="fa"><div id="root"></div></html>';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let dist: string;
let server: Server;
let base: string;
/**
 * Stands where the gateway would: the shell's server asks it whether an article exists. It knows
 * one article; `/blog/byTitle/slow` never answers in time, and there is no story yet.
 */
let api: Server;
const apiAsked: string[] = [];
const ARTICLE = 'دوخت پرده';

async function listen(target: Server): Promise<string> {
  await new Promise<void>((done) => target.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'main.0a1b2c3d.js'), 'import("./bootstrap")');
  api = createServer((req, res) => {
    apiAsked.push(decodeURIComponent(req.url ?? ''));
    if (req.url === '/blog/byTitle/slow') return; // answers too late
    const found = req.url === `/blog/byTitle/${encodeURIComponent(ARTICLE)}`;
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' }).end('{}');
  });
  const apiUrl = await listen(api);
  const config = {
    ...loadConfig({ API_BASE_URL: 'https://api.ela.test', API_INTERNAL_URL: apiUrl }),
    distDir: dist,
    existsTimeoutMs: 300,
  };
  server = createServer((req, res) => void guarded(shellHandler(config))(req, res));
  base = await listen(server);
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  api.closeAllConnections();
  await new Promise((done) => api.close(done));
  rmSync(dist, { recursive: true, force: true });
});

describe('shell server', () => {
  it('answers screens with the page, status 200 and no caching', async () => {
    for (const path of ['/', '/product', '/panel', '/login']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('answers unknown paths and invalid ids with the page but status 404', async () => {
    for (const path of ['/nope', '/category/42', '/panel/unknown']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(INDEX);
    }
  });

  it("asks the API whether a page's article exists: a missing one is the page with status 404", async () => {
    const found = await fetch(`${base}/blog/${encodeURIComponent(ARTICLE)}`);
    expect([found.status, await found.text()]).toEqual([200, INDEX]);
    const missing = await fetch(`${base}/blog/${encodeURIComponent('نیست')}`);
    expect([missing.status, await missing.text()]).toEqual([404, INDEX]);
    const story = await fetch(`${base}/ela-story`);
    expect(story.status).toBe(404);
    const bot = await fetch(`${base}/blog/${encodeURIComponent('نیست')}`, {
      headers: { 'user-agent': GOOGLEBOT },
    });
    expect([bot.status, await bot.text()]).toEqual([404, 'Not Found']);
    expect(apiAsked).toEqual(
      expect.arrayContaining([`/blog/byTitle/${ARTICLE}`, '/blog/byTitle/نیست', '/blog/story']),
    );
  });

  it('lets the page through when the API does not answer in time (the page shows its own error)', async () => {
    const started = Date.now();
    const response = await fetch(`${base}/blog/slow`);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('does not ask the API for pages that show nothing in particular', async () => {
    apiAsked.length = 0;
    for (const path of ['/blog', '/league/toddlers', '/'])
      expect((await fetch(`${base}${path}`)).status).toBe(200);
    expect(apiAsked).toEqual([]);
  });

  it('gives bots a bare 404 for unknown paths but the page for screens', async () => {
    const missing = await fetch(`${base}/nope`, { headers: { 'user-agent': GOOGLEBOT } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<html');
    const screen = await fetch(`${base}/product`, { headers: { 'user-agent': GOOGLEBOT } });
    expect(screen.status).toBe(200);
  });

  it('serves built files, and a bare 404 for missing ones', async () => {
    const script = await fetch(`${base}/main.0a1b2c3d.js`);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const stale = await fetch(`${base}/main.ffffffff.js`);
    expect(stale.status).toBe(404);
    expect(await stale.text()).toBe('Not Found');
  });

  it('serves health and the runtime config from the environment', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok', service: 'shell' });
    expect(await (await fetch(`${base}/mf-config.json`)).json()).toEqual({
      apiBaseUrl: 'https://api.ela.test',
      remotes: {
        shop: 'http://localhost:3001/mf-manifest.json',
        panel: 'http://localhost:3002/mf-manifest.json',
      },
    });
  });
});
