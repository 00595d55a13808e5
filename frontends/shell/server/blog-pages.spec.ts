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
  '<!doctype html><html dir="rtl" lang="fa"><head><title>x</title></head><div id="root"></div></html>';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ARTICLE = 'دوخت پرده';
let dist: string;
let server: Server;
let api: Server;
let base: string;
const asked: string[] = [];

/** What the content service answers for one published article. */
const article = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e',
  title: ARTICLE,
  summary: 'پرده را با پارچهٔ مخمل بدوزید.',
  category: { id: '7a1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e', name: 'آموزش' },
  author: 'مریم',
  poster: {
    key: 'a'.repeat(24),
    urls: { small: '/media/s.webp', medium: '/media/m.webp', large: '/media/l.webp' },
  },
  status: 'published',
  story: false,
  publishedAt: '2026-11-01T08:00:00.000Z',
  readingMinutes: 3,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
  deletedAt: null,
};

async function listen(target: Server): Promise<string> {
  await new Promise<void>((done) => target.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  // Stands where the gateway would: one article, and no story written yet.
  api = createServer((req, res) => {
    asked.push(decodeURIComponent(req.url ?? ''));
    const found = req.url === `/blog/byTitle/${encodeURIComponent(ARTICLE)}`;
    res
      .writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
      .end(
        JSON.stringify(
          found ? article : { statusCode: 404, message: 'پیدا نشد', error: 'CONTENT.ARTICLE_NOT_FOUND' },
        ),
      );
  });
  const apiUrl = await listen(api);
  const config = {
    ...loadConfig({
      API_BASE_URL: 'https://api.ela.test',
      API_INTERNAL_URL: apiUrl,
      SITE_URL: 'https://ela.test',
    }),
    distDir: dist,
  };
  server = createServer((req, res) => void guarded(shellHandler(config))(req, res));
  base = await listen(server);
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await new Promise((done) => api.close(done));
  rmSync(dist, { recursive: true, force: true });
});

describe('blog pages on the shell server', () => {
  it('answers an article with its head, and a missing article or story with a 404 page', async () => {
    const found = await fetch(`${base}/blog/${encodeURIComponent(ARTICLE)}`);
    expect(found.status).toBe(200);
    const html = await found.text();
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('https://api.ela.test/media/l.webp');
    const missing = await fetch(`${base}/blog/${encodeURIComponent('نیست')}`);
    expect(missing.status).toBe(404);
    expect((await fetch(`${base}/ela-story`)).status).toBe(404);
    const bot = await fetch(`${base}/blog/${encodeURIComponent('نیست')}`, {
      headers: { 'user-agent': GOOGLEBOT },
    });
    expect([bot.status, await bot.text()]).toEqual([404, 'Not Found']);
    expect(asked).toEqual(
      expect.arrayContaining([`/blog/byTitle/${ARTICLE}`, '/blog/byTitle/نیست', '/blog/story']),
    );
  });
});
