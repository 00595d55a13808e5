import { robotsTxt, sitemapIndex, urlSet } from './sitemap-xml';

describe('sitemap XML', () => {
  it('writes a url set with escaped addresses', () => {
    const xml = urlSet([
      { loc: 'https://ela.test/product/%D9%BE?a=1&b=2', lastmod: '2025-01-02T00:00:00.000Z' },
      { loc: 'https://ela.test/' },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml).toContain(
      '<url><loc>https://ela.test/product/%D9%BE?a=1&amp;b=2</loc><lastmod>2025-01-02T00:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://ela.test/</loc></url>');
  });

  it('writes an index of sitemap files', () => {
    expect(sitemapIndex([{ loc: 'https://ela.test/sitemaps/pages.xml' }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://ela.test/sitemaps/pages.xml</loc></sitemap>',
    );
  });

  it('keeps accounts and the panel out of crawls and names the sitemap', () => {
    const robots = robotsTxt('https://ela.test');
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/panel', '/basket', '/profile', '/checkout'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://ela.test/sitemap.xml');
  });
});
