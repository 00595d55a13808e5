/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { guarded } from '@ela/web-kit/server-dist/index.js';
import { loadConfig } from './config';
import { shellHandler } from './shell-handler';

const INDEX =
  '<!doctype html><html dir="rtl" lang="fa"><head><title>فروشگاه اِلا</title></head><div id="root"></div></html>';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'main.0a1b2c3d.js'), 'import("./bootstrap")');
  writeFileSync(join(dist, 'main.0a1b2c3d.js.map'), '{"version":3,"sources":["src/app.tsx"]}');
  const config = {
    ...loadConfig({
      API_BASE_URL: 'https://api.ela.test',
      // Nothing listens there: pages are served without their data when the API does not answer.
      API_INTERNAL_URL: 'http://127.0.0.1:9',
      SITE_URL: 'https://ela.test',
      CONTACT_PHONE: '021-91001234',
      CONTACT_ADDRESS: 'تهران',
      ROUTE_RULES: JSON.stringify([
        { from: '/old-shop', to: '/shop' },
        { from: '/instagram', to: 'https://instagram.com/ela.shop', status: 302 },
      ]),
    }),
    distDir: dist,
  };
  server = createServer((req, res) => void guarded(shellHandler(config))(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dist, { recursive: true, force: true });
});

describe('shell server', () => {
  it('answers screens with the page and its own head, status 200 and no caching', async () => {
    const heads: Record<string, string> = {
      '/': '<title>پارچه و لوازم خیاطی | فروشگاه اِلا</title>',
      '/product': '<title>محصولات | فروشگاه اِلا</title>',
      '/panel': '<title>داشبورد | پنل مدیریت اِلا</title>',
      '/login': '<title>ورود یا ثبت‌نام | فروشگاه اِلا</title>',
    };
    for (const [path, title] of Object.entries(heads)) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(title);
      expect(html).toContain('<div id="root"></div>');
    }
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain('<link rel="canonical" href="https://ela.test/" />');
    expect(home).toContain('<meta property="og:title" content="پارچه و لوازم خیاطی" />');
    expect(home).not.toContain('noindex');
    expect(await (await fetch(`${base}/panel`)).text()).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves a product page with its static head while the API does not answer', async () => {
    const response = await fetch(`${base}/product/${encodeURIComponent('پارچه کتان')}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>محصول | فروشگاه اِلا</title>');
  });

  it('answers unknown paths and invalid ids with the page but status 404', async () => {
    for (const path of ['/nope', '/category/42', '/panel/unknown']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<title>صفحه پیدا نشد | فروشگاه اِلا</title>');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('redirects by the configured rules, to paths and to other sites', async () => {
    const moved = await fetch(`${base}/old-shop?sort=newest`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/shop?sort=newest');
    const away = await fetch(`${base}/instagram`, { redirect: 'manual' });
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('https://instagram.com/ela.shop');
  });

  it('serves robots.txt naming the sitemap, and a 503 for a sitemap the API cannot give now', async () => {
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /panel');
    expect(robots).toContain('Sitemap: https://ela.test/sitemap.xml');
    expect((await fetch(`${base}/sitemap.xml`)).status).toBe(503);
    expect((await fetch(`${base}/sitemaps/products-0.xml`)).status).toBe(404);
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

  it("gives every page a policy of its own: a fresh nonce on the page's script elements, the remotes' code", async () => {
    const first = await fetch(`${base}/`);
    const second = await fetch(`${base}/`);
    const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    const nonce = nonceOf(first.headers.get('content-security-policy'));
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    // The runtime config, at least.
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const script of scripts) expect(script).toContain(` nonce="${nonce}"`);
    const policy = first.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self' http://localhost:3001 http://localhost:3002 'nonce-");
    expect(policy).toContain(
      "connect-src 'self' https://api.ela.test http://localhost:3001 http://localhost:3002;",
    );
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('keeps the panel out of every frame and lets the storefront frame only itself, over TLS only', async () => {
    for (const [path, frame, ancestors] of [
      ['/', 'SAMEORIGIN', "'self'"],
      ['/product', 'SAMEORIGIN', "'self'"],
      ['/panel', 'DENY', "'none'"],
      ['/panel/login', 'DENY', "'none'"],
      ['/panel/unknown', 'DENY', "'none'"],
    ]) {
      const { headers } = await fetch(`${base}${path}`);
      expect({ path, frame: headers.get('x-frame-options') }).toEqual({ path, frame });
      expect(headers.get('content-security-policy')).toContain(`frame-ancestors ${ancestors}`);
      // SITE_URL is https here.
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('microphone=()');
    }
    // Files and other answers carry the common headers too.
    const script = await fetch(`${base}/main.0a1b2c3d.js`);
    expect(script.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never sends a source map', async () => {
    const response = await fetch(`${base}/main.0a1b2c3d.js.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found');
  });

  it('serves health and the runtime config from the environment', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok', service: 'shell' });
    expect(await (await fetch(`${base}/mf-config.json`)).json()).toEqual({
      apiBaseUrl: 'https://api.ela.test',
      remotes: {
        shop: 'http://localhost:3001/mf-manifest.json',
        panel: 'http://localhost:3002/mf-manifest.json',
      },
      contact: { phone: '021-91001234', email: '', address: 'تهران' },
    });
  });
});

describe('shell server, for a product the API says does not exist', () => {
  let api: Server;
  let shell: Server;
  let shellBase: string;

  beforeAll(async () => {
    // The API's answer for a name no inventory has: a 404 that names the missing thing.
    api = createServer((req, res) => {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 404, error: 'CATALOG.NOT_FOUND', message: 'محصول پیدا نشد' }));
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const config = {
      ...loadConfig({
        API_BASE_URL: 'https://api.ela.test',
        API_INTERNAL_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        SITE_URL: 'https://ela.test',
      }),
      distDir: dist,
    };
    shell = createServer((req, res) => void guarded(shellHandler(config))(req, res));
    await new Promise<void>((done) => shell.listen(0, '127.0.0.1', done));
    shellBase = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((done) => shell.close(done));
    await new Promise((done) => api.close(done));
  });

  it('answers 404 with the Persian 404 page, its scripts carrying the nonce, as for an unknown address', async () => {
    for (const path of [`/product/${encodeURIComponent('پارچه ناموجود')}`, '/no/such/page']) {
      const response = await fetch(`${shellBase}${path}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<html dir="rtl" lang="fa">');
      expect(html).toContain('<title>صفحه پیدا نشد | فروشگاه اِلا</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toMatch(/Page not found|Not Found/);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      for (const script of html.match(/<script\b[^>]*>/g) ?? [])
        expect(script).toContain(` nonce="${nonce}"`);
    }
  });
});
