import { join } from 'node:path';
import {
  pathOf,
  sendHtml,
  sendJson,
  sendText,
  StaticFiles,
  type Handler,
} from '@ela/web-kit/server-dist/index.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShellConfig } from './config.js';
import { firstReadsFrom, firstViewHead } from './first-view/first-view-head.js';
import { RemoteManifests } from './first-view/remote-manifests.js';
import { CaptchaWidget } from './captcha-widget.js';
import { shellPolicy } from './page-policy.js';
import { isBot } from './routing/bots.js';
import { redirectFor } from './routing/route-rules.js';
import { matchScreen, type Screen } from './screens.js';
import { renderHead, withHead, type PageHead } from './seo/page-head.js';
import { notFoundHead, screenHead } from './seo/screen-head.js';
import { Sitemaps } from './sitemap/sitemaps.js';
import { robotsTxt } from './sitemap/sitemap-xml.js';

/**
 * The shell's answers: health, runtime config, robots.txt and the sitemap, the configured
 * redirects, built files, and for any other path the app's page with the head of that page:
 * status 200 for a screen, 404 for a path that is no screen or names a thing that does not exist
 * (bots get the 404 without a page).
 */
export function shellHandler(config: ShellConfig): Handler {
  const files = new StaticFiles(config.distDir);
  const indexHtml = join(config.distDir, 'index.html');
  const runtimeConfig = { apiBaseUrl: config.apiBaseUrl, remotes: config.remotes, contact: config.contact };
  const sources = { apiUrl: config.apiInternalUrl, publicApiUrl: config.apiBaseUrl, siteUrl: config.siteUrl };
  const sitemaps = new Sitemaps(sources);
  const security = shellPolicy(config);
  const captcha = new CaptchaWidget(config.apiInternalUrl);
  const firstView = {
    apiBaseUrl: config.apiBaseUrl,
    runtimeConfig,
    manifests: new RemoteManifests(config.remotes),
    read: firstReadsFrom(config.apiInternalUrl),
  };

  const page = async (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    head: PageHead,
    screen: Screen | null,
  ) => {
    const { nonce, policy } = security.page(pathOf(req), await captcha.origins());
    const hints = await firstViewHead(screen, hasSession(req), firstView, nonce);
    const html = withHead((await files.read(indexHtml)).toString('utf8'), renderHead(head, nonce), hints);
    await sendHtml(res, status, html, { 'Content-Security-Policy': policy });
  };
  const notFound = (req: IncomingMessage, res: ServerResponse) =>
    isBot(req.headers['user-agent'])
      ? sendText(res, 404, 'Not Found')
      : page(req, res, 404, notFoundHead(), null);

  return async (req, res) => {
    const path = pathOf(req);
    for (const [header, value] of Object.entries(security.headers(path))) res.setHeader(header, value);
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok', service: 'shell' });
    if (path === '/mf-config.json') return sendJson(res, 200, runtimeConfig);
    if (path === '/robots.txt') return sendText(res, 200, robotsTxt(config.siteUrl));
    const sitemap = await sitemaps.file(path);
    if (sitemap === 'unavailable') return sendText(res, 503, 'Sitemap unavailable, try again later');
    if (sitemap !== null) return sendXml(res, sitemap);

    const search = new URL(req.url ?? '/', 'http://localhost').search;
    const redirect = redirectFor(config.routeRules, path, search);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.location, 'Content-Length': '0' });
      return void res.end();
    }

    if (await files.tryServe(req, res, path)) return;
    const screen = matchScreen(path);
    // A missing file (a stale chunk, a favicon) is not a page.
    if (!screen) return /\.[a-z0-9]+$/i.test(path) ? sendText(res, 404, 'Not Found') : notFound(req, res);
    const head = await screenHead(screen, path, sources);
    if (head.kind !== 'found') return notFound(req, res);
    return page(req, res, 200, head.value, screen);
  };
}

function sendXml(res: ServerResponse, xml: string) {
  res.writeHead(200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=600',
    'Content-Length': Buffer.byteLength(xml),
  });
  res.end(res.req.method === 'HEAD' ? undefined : xml);
}

/** Whether the request carries a session (the access-token cookie the shop's login sets). */
function hasSession(req: IncomingMessage): boolean {
  return /(?:^|;\s*)auth\.accessToken=[^;]/.test(req.headers.cookie ?? '');
}
