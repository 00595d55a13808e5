import { escapeHtml } from '../seo/page-head.js';

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** When it last changed (ISO 8601). */
  lastmod?: string;
}

/** Search engines read at most this many addresses from one sitemap file. */
export const SITEMAP_FILE_LIMIT = 50_000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const entry = (tag: string, { loc, lastmod }: SitemapEntry) =>
  `<${tag}><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</${tag}>`;

export function urlSet(entries: readonly SitemapEntry[]): string {
  return `${XML}<urlset xmlns="${NS}">\n${entries.map((e) => entry('url', e)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(files: readonly SitemapEntry[]): string {
  return `${XML}<sitemapindex xmlns="${NS}">\n${files.map((e) => entry('sitemap', e)).join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: everything public may be crawled; accounts, the panel, forms and searches may not. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...['/panel', '/login', '/basket', '/checkout', '/profile', '/payment/', '/search/'].map(
      (p) => `Disallow: ${p}`,
    ),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
