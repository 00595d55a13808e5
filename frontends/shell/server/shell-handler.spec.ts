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
